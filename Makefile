# Set-up is part of every target: a fresh clone needs only python3.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: serve test test-all validate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

serve: $(STAMP)
	$(VENV)/bin/croupier validate rules_data/
	$(VENV)/bin/croupier serve --host 127.0.0.1 --port 8000

test: $(STAMP)
	$(VENV)/bin/croupier validate rules_data/
	$(PY) -m pytest -m "not slow"

test-all: $(STAMP)
	$(PY) -m pytest

validate: $(STAMP)
	$(VENV)/bin/croupier validate rules_data/

clean:
	rm -rf $(VENV) site .pytest_cache .hypothesis
