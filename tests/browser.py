"""The review app on loopback in a background thread, and Debian's Chromium launched headless.

Shared by scripts/screenshots.py and tests/test_review_browser.py, so both drive the same browser setup.
Test code, so it lives in tests/ (the package never imports it).
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ragagent.workdir import Workdir

# Debian's package (scripts/setup.sh --test installs it), or the browser $RAGAGENT_CHROMIUM names.
CHROMIUM = Path(os.environ.get("RAGAGENT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1440, "height": 900}  # a common laptop screen


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serve_app(workdir: Workdir, *, start_timeout_s: float = 30.0) -> Iterator[str]:
    """Serve `create_app(workdir)` on 127.0.0.1 at a free port; yield its base URL; stop it on exit."""
    import uvicorn

    from ragagent.api import create_app

    config = uvicorn.Config(create_app(workdir), host="127.0.0.1", port=_free_port(), log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + start_timeout_s
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError(f"the app did not start within {start_timeout_s:.0f} s")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{config.port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def launch_chromium(playwright: Any) -> Any:
    """Debian's Chromium, headless, through playwright (no playwright-managed browser download)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
