# Two commands that work on a fresh machine:
#   make serve   build the site and serve it on http://127.0.0.1:8000/
#   make test    install everything, build, and run every test (what .ci/run runs)
SHELL := /bin/bash
.DEFAULT_GOAL := help

VENV     := .venv
PY       := $(VENV)/bin/python
PYTHON   ?= python3
PORT     ?= 8000
# The address the site is built for (its links, sitemap, service worker follow its path).
SITE_URL ?= http://127.0.0.1:$(PORT)/
export SITE_URL
VERSION  := $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' calculators/__init__.py)
WHEEL    := build/wheel/calculators-$(VERSION)-py3-none-any.whl
CORE_SRC := $(shell find calculators -name '*.py' -o -name '*.toml' -o -name py.typed) pyproject.toml
export NO_MKDOCS_2_WARNING := 1

.PHONY: help install serve site wheel test test-core test-js test-pyodide test-e2e lint bench bench-warm clean

help:
	@echo "make serve   build the site and serve it on http://127.0.0.1:$(PORT)/"
	@echo "make test    install everything, build the site and run all tests"
	@echo "make bench   measure the site in headless Chromium, on a fast and a 10 Mbit/s link"
	@echo "make bench-warm  trace warm visits: where the calculators' worker spends its start"

# --- Installation -------------------------------------------------------------------------

$(VENV)/.installed: requirements.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock
	touch $@

node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	touch $@

/usr/bin/chromium:
	@if [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else \
	  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi

install: $(VENV)/.installed node_modules/.installed

# --- Build --------------------------------------------------------------------------------

$(WHEEL): $(CORE_SRC) $(VENV)/.installed
	tools/build-wheel build/wheel $(PY)

wheel: $(WHEEL)

# The site for SITE_URL (default http://127.0.0.1:8000/, where `make serve` serves it):
# pages with pre-rendered calculators, the wheel and Pyodide, the snapshot, the print
# editions as PDF, the service worker and the offline archive (tools/build_site.py).
site: install wheel /usr/bin/chromium
	$(PY) -m tools.build_site --out site

serve: site
	@echo "Serving on http://127.0.0.1:$(PORT)/ (Ctrl+C to stop)"
	$(PY) -m http.server $(PORT) --bind 127.0.0.1 -d site

# --- Tests --------------------------------------------------------------------------------

test: install /usr/bin/chromium site lint test-core test-js test-pyodide test-e2e

lint: install
	$(PY) -m ruff check calculators hooks tests tools bench
	$(PY) -m ruff format --check calculators hooks tests tools bench
	$(PY) -m mypy
	npx --no-install eslint .

test-core:
	$(PY) -m pytest -m "not e2e" -q

test-js: node_modules/.installed
	node --test tests/js/

test-pyodide: wheel node_modules/.installed
	node tests/pyodide/run.mjs $(WHEEL) --runtime

test-e2e: install wheel /usr/bin/chromium
	$(PY) -m pytest -m e2e -q

# Builds its own site, for the address it serves it at (bench/run.py).
bench: install wheel /usr/bin/chromium
	$(PY) bench/run.py

# The warm visit's split, from Chromium traces of the worker's thread (bench/warm_trace.py).
bench-warm: install wheel /usr/bin/chromium
	$(PY) bench/warm_trace.py

clean:
	rm -rf site build
