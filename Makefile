# Set-up is part of every target: a fresh clone needs only python3.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
NODE_STAMP := node_modules/.installed-stamp

.PHONY: serve test test-all validate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	# Bytecode up front: where PYTHONDONTWRITEBYTECODE is set, every command would compile the package anew.
	$(PY) -m compileall -q assistant
	touch $@

# The site checkers (Nu HTML checker, axe-core) from npm; without npm their tests skip and say so.
# --ignore-scripts: vnu-jar's install script would download a Java; Debian's is used instead.
$(NODE_STAMP): package.json package-lock.json
	@if command -v npm >/dev/null; then \
		npm ci --quiet --no-audit --no-fund --ignore-scripts && touch $@; \
	else \
		echo "npm not found: the Nu checker and axe-core tests will skip (Debian: nodejs npm)"; \
	fi

serve: $(STAMP)
	$(VENV)/bin/croupier validate rules_data/
	$(VENV)/bin/croupier serve --host 127.0.0.1 --port 8000

test: $(STAMP) $(NODE_STAMP)
	$(VENV)/bin/ruff check assistant tests benchmarks
	$(VENV)/bin/croupier validate rules_data/
	$(PY) -m pytest -m "not slow"

test-all: $(STAMP) $(NODE_STAMP)
	$(PY) -m pytest

validate: $(STAMP)
	$(VENV)/bin/croupier validate rules_data/

clean:
	rm -rf $(VENV) node_modules site artifacts .pytest_cache .hypothesis
