"""Benchmark extraction: seconds and LLM calls per document and type, plus page-selection recall.

    .venv/bin/python scripts/bench_extract.py --workdir DIR [--run] [--backend local] [--extractor v2]

With --run it first extracts the manifest (forced, so every document is timed); otherwise it reads the
latest outputs/runs/extract_*.json of the work directory. Page-selection recall is the share of
labelled fields (data/labels/*.json with a page) whose page is among the pages sent to the model.
Writes evals/results/extract_speed_<timestamp>.json.

Internals on purpose: it times the extraction batch and measures page selection.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from pathlib import Path

from ragagent import Workdir
from ragagent.extract.page_select import DOC_TOKEN_BUDGET, plan_calls
from ragagent.extract.pipeline import EXTRACTORS, extract_all
from ragagent.manifest import load_manifest
from ragagent.pages import load_pages
from ragagent.workdir import REPO_ROOT, atomic_write_json

SHORT_PAGES = 3  # documents up to this many pages count as short (the ≤ 1.5 calls/doc target)


def selection_recall(workdir: Workdir, labels_dir: Path) -> dict:
    """Share of labelled field pages that page selection sends to the model."""
    hit = total = 0
    misses: list[str] = []
    for path in sorted(labels_dir.glob("*.json")):
        label = json.loads(path.read_text(encoding="utf-8"))
        text_file = workdir.text_file(label["doc_id"])
        if not text_file.is_file():
            continue
        plans = plan_calls(label["doc_type"], load_pages(text_file))
        for name, field in label["fields"].items():
            if field.get("page") is None:
                continue
            total += 1
            sent = next((p.pages for p in plans if name in p.fields), [])
            if field["page"] in sent:
                hit += 1
            else:
                misses.append(f"{label['doc_id']}.{name}@p{field['page']}")
    return {
        "fields": total,
        "page_sent": hit,
        "recall": round(hit / total, 4) if total else None,
        "misses": misses,
    }


def retry_outcomes(workdir: Workdir) -> dict:
    """Per retry attempt: field groups re-asked, fields re-asked, fields fixed, and the problems of the
    fields each attempt fixed vs left failing (from the predictions' `provenance.retries`)."""
    stats: dict[str, dict] = {}
    for path in sorted(workdir.predictions_dir.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        for retry in record.get("provenance", {}).get("retries", []):
            row = stats.setdefault(
                f"attempt_{retry['attempt']}",
                {"asks": 0, "fields_asked": 0, "fields_fixed": 0, "fixed": [], "still_failing": []},
            )
            row["asks"] += 1
            row["fields_asked"] += len(retry["asked"])
            row["fields_fixed"] += len(retry["fixed"])
            for name in retry["asked"]:
                first = (retry.get("problems", {}).get(name) or ["?"])[0]
                key = "fixed" if name in retry["fixed"] else "still_failing"
                row[key].append(f"{record['doc_id']}.{name}: {first[:100]}")
    return stats


def from_predictions(workdir: Workdir) -> dict:
    """A run summary rebuilt from the predictions' provenance (for a run still in progress)."""
    docs, model, extractor = [], "", "v1"
    for path in sorted(workdir.predictions_dir.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        prov = record.get("provenance", {})
        statuses = [f["status"] for f in record.get("fields", {}).values()]
        model = record.get("model", model)
        extractor = "v2" if prov.get("pipeline") == "pipeline-v2" else extractor
        docs.append(
            {
                "doc_id": record["doc_id"],
                "doc_type": record["doc_type"],
                "status": record["status"],
                "llm_calls": prov.get("llm_calls", 0),
                "seconds": prov.get("seconds", 0.0),
                "skipped": False,
                "fields_ok": statuses.count("ok"),
                "fields_review": statuses.count("needs_review"),
                "fields_empty": statuses.count("empty"),
            }
        )
    if not docs:
        raise SystemExit(f"no predictions under {workdir.predictions_dir}; run with --run")
    return {"model": model, "extractor": extractor, "documents": docs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--manifest", type=Path, default=REPO_ROOT / "data" / "manifest.csv")
    parser.add_argument("--labels", type=Path, default=REPO_ROOT / "data" / "labels")
    parser.add_argument("--run", action="store_true", help="extract first (forced) and time it")
    parser.add_argument("--backend", default=None)
    parser.add_argument("--extractor", choices=EXTRACTORS, default="v1")
    args = parser.parse_args()
    workdir = Workdir.at(args.workdir)
    entries = load_manifest(args.manifest)
    if args.run:
        extract_all(entries, workdir, backend=args.backend, force=True, extractor=args.extractor)
    logs = sorted(workdir.runs_dir.glob("extract_*.json"))
    run = json.loads(logs[-1].read_text(encoding="utf-8")) if logs else from_predictions(workdir)
    pages = {
        e.doc_id: len(load_pages(workdir.text_file(e.doc_id)))
        for e in entries
        if workdir.text_file(e.doc_id).is_file()
    }
    by_type: dict[str, list[dict]] = defaultdict(list)
    for doc in run["documents"]:
        by_type[doc["doc_type"]].append(doc)
    timed = [d for d in run["documents"] if not d["skipped"]]
    short = [d for d in timed if pages.get(d["doc_id"], 99) <= SHORT_PAGES]
    result = {
        "run_log": str(logs[-1]) if logs else "none (run in progress): prediction provenance",
        "model": run["model"],
        "extractor": run.get("extractor", "v1"),
        "documents": len(run["documents"]),
        "timed_documents": len(timed),
        "seconds_total": round(sum(d["seconds"] for d in timed), 1),
        "llm_calls_total": sum(d["llm_calls"] for d in timed),
        "calls_per_short_document": round(sum(d["llm_calls"] for d in short) / len(short), 2)
        if short
        else None,
        "doc_token_budget": DOC_TOKEN_BUDGET,
        "per_type": {
            t: {
                "documents": len(ds),
                "seconds_mean": round(sum(d["seconds"] for d in ds) / len(ds), 1),
                "calls_mean": round(sum(d["llm_calls"] for d in ds) / len(ds), 2),
                "status": {s: sum(d["status"] == s for d in ds) for s in ("ok", "needs_review", "failed")},
                "fields_ok": sum(d["fields_ok"] for d in ds),
                "fields_review": sum(d["fields_review"] for d in ds),
                "fields_empty": sum(d["fields_empty"] for d in ds),
            }
            for t, ds in sorted(by_type.items())
        },
        "per_document": [
            {
                k: d[k]
                for k in (
                    "doc_id",
                    "status",
                    "llm_calls",
                    "seconds",
                    "fields_ok",
                    "fields_review",
                    "fields_empty",
                )
            }
            for d in run["documents"]
        ],
        "page_selection": selection_recall(workdir, args.labels),
        "retries": retry_outcomes(workdir),
    }
    out = REPO_ROOT / "evals" / "results" / f"extract_speed_{time.strftime('%Y%m%dT%H%M%S')}.json"
    atomic_write_json(out, result)
    print(json.dumps({k: v for k, v in result.items() if k not in ("per_document", "retries")}, indent=2))
    print(f"-> {out}")


if __name__ == "__main__":
    main()
