"""Benchmarks: scripts that print their figures (run them with ``python -m benchmarks.NAME`` or as files)."""
