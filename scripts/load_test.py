"""Bounded load test on 127.0.0.1: 50 clients for 30 s on /search, /ask (fake LLM) and the review API.

Usage: flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/load_test.py [--clients 50] [--seconds 30]
Writes evals/results/load_test_<timestamp>.json.

Set-up: 12 generated invoices (tests/batch_docs.py) through page text, the fake extractor (6 land in the
review queue) and the real index; 5 reviewer accounts (`ragagent.users`), so every review call is
authenticated. The server is `create_app` under uvicorn in a child process, its LLM a fake that declines
to answer (so /ask runs retrieval, the gate and one LLM call, then refuses). Each client loops until the
deadline over: a search, an ask, reading the queue, and reading an item then postponing it with the
version it read (a stale version gets 409, by design). Checks: no 5xx and no transport error; every 200
postpone is in the audit log exactly once and each item's version equals its count of 200 postpones
(nothing lost, nothing doubled); the audit log verifies. Latency p50/p95 per endpoint.

Internals on purpose: it fills a work directory through the stages and serves `create_app`.
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ragagent import Workdir
from ragagent.workdir import REPO_ROOT, atomic_write_json

sys.path.insert(0, str(REPO_ROOT / "tests"))
DOCS = 12


def _declining_llm() -> Any:
    import ragagent

    def decline(prompt: str, schema: dict) -> dict:
        return {"contains_answer": False, "answer": "", "cited": []}

    return ragagent.get_llm("fake", script=decline, model="declining")


def serve(root: str, port: int) -> None:
    """Child process: the API over `root` with the declining fake LLM."""
    import uvicorn

    from ragagent.api import create_app

    app = create_app(Workdir.at(root), llm=_declining_llm())
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


def prepare(root: Path) -> tuple[Workdir, list[str], list[str]]:
    """The work directory: text, extraction (fake), index; returns queued doc ids and reviewer tokens."""
    from batch_docs import answering_llm, downloaded_batch

    from ragagent.extract.pipeline import extract_all
    from ragagent.rag.index import ingest
    from ragagent.to_text import convert_all
    from ragagent.users import add_user

    wd, entries = downloaded_batch(root, DOCS)
    convert_all(wd, [e.doc_id for e in entries])
    extract_all(entries, wd, llm=answering_llm(), show_progress=False)
    ingest(wd, entries, show_progress=False)
    queued = sorted(p.stem for p in wd.review_queue_dir.glob("*.json"))
    tokens = [add_user(wd, f"reviewer{n}", "reviewer") for n in range(5)]
    return wd, queued, tokens


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def client_loop(base: str, token: str, queued: list[str], deadline: float, seed: int, out: dict) -> None:
    """One client: the four kinds of call in random order until the deadline."""
    import httpx

    rng = random.Random(seed)
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base, headers=headers, timeout=60.0) as http:
        while time.monotonic() < deadline:
            kind = rng.choice(("search", "ask", "queue", "postpone"))
            doc = rng.choice(queued)
            started = time.perf_counter()
            try:
                if kind == "search":
                    r = http.get("/search", params={"q": f"invoice total INV-{rng.randrange(DOCS):04d}"})
                elif kind == "ask":
                    r = http.post(
                        "/ask",
                        json={"question": f"What is the total of invoice INV-{rng.randrange(DOCS):04d}?"},
                    )
                elif kind == "queue":
                    r = http.get("/review/api/queue")
                else:
                    version = http.get(f"/review/api/items/{doc}").json()["review"]["version"]
                    body = {"version": version, "comment": f"load test {seed}"}
                    r = http.post(f"/review/api/items/{doc}/postpone", json=body)
                    if r.status_code == 200:
                        out["postponed"][doc] += 1
            except Exception as exc:  # noqa: BLE001 - a transport failure is a finding, not a crash
                out["errors"].append(f"{kind}: {type(exc).__name__}: {exc}")
                continue
            out["latency"][kind].append(time.perf_counter() - started)
            out["status"][(kind, r.status_code)] += 1


def _pct(values: list[float], q: float) -> float:
    return round(1000 * statistics.quantiles(values, n=100)[int(q) - 1], 1) if len(values) > 1 else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--serve", nargs=2, metavar=("ROOT", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve[0], int(args.serve[1]))
        return
    import httpx

    from ragagent.audit import AuditLog

    with tempfile.TemporaryDirectory() as tmp:
        wd, queued, tokens = prepare(Path(tmp))
        port = _free_port()
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(wd.root), str(port)])
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(120):
                try:
                    if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.5)
            httpx.get(f"{base}/search", params={"q": "warm up"}, timeout=120)  # load the embedder once
            out: dict[str, Any] = {
                "latency": defaultdict(list),
                "status": Counter(),
                "errors": [],
                "postponed": Counter(),
            }
            deadline = time.monotonic() + args.seconds
            threads = [
                threading.Thread(target=client_loop, args=(base, tokens[n % 5], queued, deadline, n, out))
                for n in range(args.clients)
            ]
            started = time.monotonic()
            for t in threads:
                t.start()
            for t in threads:
                t.join(timeout=args.seconds + 120)
            elapsed = time.monotonic() - started
        finally:
            server.terminate()
            server.wait(timeout=30)
        log = AuditLog(wd.audit_log)
        report = log.verify()
        records = [r for r in log.records() if r["action"] == "review.postpone"]
        audited = Counter(r["doc_id"] for r in records)
        versions = {doc: Workdir.at(wd.root).review_file(doc) for doc in queued}
        final = {doc: json.loads(path.read_text())["review"]["version"] for doc, path in versions.items()}
    server_errors = {f"{k} {s}": n for (k, s), n in out["status"].items() if s >= 500}
    lost = {
        d: (out["postponed"][d], audited[d], final[d])
        for d in queued
        if not out["postponed"][d] == audited[d] == final[d]
    }
    doubled = len(records) - len({(r["doc_id"], r["version"]) for r in records})
    result = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": f"scripts/load_test.py --clients {args.clients} --seconds {args.seconds:g}",
        "clients": args.clients,
        "seconds": round(elapsed, 1),
        "requests": sum(out["status"].values()),
        "status_counts": {f"{k} {s}": n for (k, s), n in sorted(out["status"].items())},
        "latency_ms": {
            kind: {"n": len(v), "p50": _pct(v, 50), "p95": _pct(v, 95)}
            for kind, v in sorted(out["latency"].items())
        },
        "transport_errors": out["errors"][:20],
        "server_errors_5xx": server_errors,
        "postpones_ok": sum(out["postponed"].values()),
        "postpones_audited": len(records),
        "lost_or_doubled_actions": {"mismatched_docs": lost, "duplicate_records": doubled},
        "audit_log_ok": report.ok,
        "audit_problems": report.problems[:5],
    }
    result["ok"] = not server_errors and not out["errors"] and not lost and not doubled and report.ok
    path = REPO_ROOT / "evals" / "results" / f"load_test_{datetime.now(UTC):%Y%m%d_%H%M%S}.json"
    atomic_write_json(path, result)
    print(
        json.dumps(
            {
                k: result[k]
                for k in (
                    "requests",
                    "latency_ms",
                    "server_errors_5xx",
                    "postpones_ok",
                    "postpones_audited",
                    "audit_log_ok",
                    "ok",
                )
            },
            indent=1,
        )
    )
    print(f"-> {path}")
    if not result["ok"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
