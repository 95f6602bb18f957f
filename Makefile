# The two commands of the README.
SHARED ?= ../shared

.PHONY: run test lint

# Install, then run the whole pipeline on the embedded defaults (local model, mirror of ../shared).
run:
	bash scripts/setup.sh
	.venv/bin/ragagent run --manifest data/manifest.csv --mirror $(SHARED)/corpus/raw

# Install (with test extras), lint, type-check the package (mypy), check the import layers (pyproject.toml),
# run every test.
test:
	bash scripts/setup.sh --test
	.venv/bin/ruff check ragagent tests evals scripts
	.venv/bin/mypy
	.venv/bin/lint-imports
	.venv/bin/python -m pytest -q
