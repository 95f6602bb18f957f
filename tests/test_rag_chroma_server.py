"""The index on a Chroma server (the shared/larger-index option): a real `chroma run` on 127.0.0.1."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from test_rag_index import tiny_corpus

from ragagent.rag.index import IndexBuildError, open_client
from ragagent.workdir import Workdir

CHROMA = Path(sys.executable).with_name("chroma")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def chroma_url(tmp_path: Path):
    port = _free_port()
    log = (tmp_path / "chroma.log").open("w")
    server = subprocess.Popen(
        [str(CHROMA), "run", "--path", str(tmp_path / "server"), "--host", "127.0.0.1", "--port", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/api/v2/heartbeat", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"chroma server did not start: {(tmp_path / 'chroma.log').read_text()[-2000:]}")
            time.sleep(0.3)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def test_index_and_search_through_a_chroma_server(chroma_url: str, workdir: Workdir) -> None:
    client = open_client(workdir, chroma_url)
    retriever = tiny_corpus(workdir, client=client)
    top = retriever.search("What cash and cash equivalents did Acme hold?", 3)
    assert (top[0].doc_id, top[0].page) == ("acme_10q", 2)
    assert not workdir.chroma_dir.exists()  # nothing was written locally: the server holds the index
    again = tiny_corpus(
        workdir, client=open_client(workdir, chroma_url)
    )  # a second client sees the same data
    assert again.doc_ids == {"acme_10q", "globex_credit", "inv_tiny"}


def test_bad_chroma_url_is_a_clear_error(workdir: Workdir) -> None:
    with pytest.raises(IndexBuildError, match="http://127.0.0.1:8000"):
        open_client(workdir, "localhost-without-port")
