"""The assistant: a guest's question understood (``understanding``: normaliser, slots, intents),
answered from the rules data and the engine (``answers``), and served over HTTP (``api``)."""
