"""The chunk index: Chroma (embedded by default, a Chroma server as the option) kept in sync with page text.

`build_index` makes a collection hold exactly the given pages' chunks, incrementally: chunks are keyed by
doc_id/page/content hash, so unchanged pages are not re-embedded, and chunks of changed or removed pages
are deleted. `ingest` does the same for manifest entries whose page text is under the work directory.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ragagent.manifest import ManifestEntry
from ragagent.pages import Page, load_pages
from ragagent.rag.chunk import DEFAULT_OVERLAP, DEFAULT_SIZE, Chunk, chunk_page
from ragagent.rag.settings import RagSettings
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

META_KEYS = ("doc_type", "company", "ticker", "title", "source_url", "industry")
_FLUSH_CHUNKS = 64
_READ_PAGE = 10_000  # records per get(): one unbounded get() of >~32k records hits SQLite's variable limit


class IndexBuildError(RuntimeError):
    """The index cannot be built or opened; the message says why."""


@dataclass
class IngestStats:
    """Counts of one index build, and where its time went: reading page text (`ingest` only), chunking,
    embedding, and Chroma (reading what is present, deleting, adding); `seconds` is the whole build."""

    pages: int = 0
    chunks_total: int = 0
    chunks_added: int = 0
    chunks_kept: int = 0
    chunks_deleted: int = 0
    seconds: float = 0.0
    read_seconds: float = 0.0
    chunk_seconds: float = 0.0
    embed_seconds: float = 0.0
    store_seconds: float = 0.0

    @property
    def chunks_per_second(self) -> float:
        return self.chunks_added / self.embed_seconds if self.embed_seconds else 0.0


def open_client(workdir: Workdir, chroma_url: str | None = None) -> Any:
    """An embedded Chroma client under the work directory, or an HTTP client for `chroma_url`."""
    import chromadb
    from chromadb.config import Settings

    url = RagSettings().chroma_url if chroma_url is None else chroma_url
    settings = Settings(anonymized_telemetry=False)
    if url:
        from urllib.parse import urlparse

        parsed = urlparse(url)
        if not parsed.hostname or not parsed.port:
            raise IndexBuildError(f"chroma url {url!r} must look like http://127.0.0.1:8000")
        return chromadb.HttpClient(host=parsed.hostname, port=parsed.port, settings=settings)
    workdir.chroma_dir.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(workdir.chroma_dir), settings=settings)


def open_collection(client: Any, name: str) -> Any:
    """The named collection (cosine space, embeddings supplied by us), created if missing."""
    return client.get_or_create_collection(
        name=name, configuration={"hnsw": {"space": "cosine"}}, embedding_function=None
    )


def embed_input(chunk: Chunk, meta: dict[str, Any], headings: bool = False, rows: bool = False) -> str:
    """What is embedded for a chunk: the document's title line, the headings above it, then the chunk
    (with its statement rows behind their column headers when `rows`).

    Titles route the query to a filing; headings ("Consolidated Balance Sheets") to its page; labelled
    rows ("Net sales | 2023: 3,673") put a figure beside the period it is for.
    """
    title = meta.get("title") or meta.get("company") or ""
    heading = chunk.heading if headings else ""
    text = (chunk.labelled if rows else "") or chunk.text
    return "\n".join(part for part in (title, heading, text) if part)


def _chunk_meta(chunk: Chunk, meta: dict[str, Any], headings: bool, rows: bool) -> dict[str, Any]:
    record: dict[str, Any] = {"doc_id": chunk.doc_id, "page": chunk.page, "page_key": chunk.page_key}
    record.update({key: str(meta.get(key) or "") for key in META_KEYS})
    record["heading"] = chunk.heading if headings else ""
    record["labelled"] = chunk.labelled if rows else ""  # BM25 reads it instead of the stored text
    return record


def read_all(collection: Any, include: list[str]) -> dict[str, list[Any]]:
    """Every record of `collection` (ids plus the `include` fields), read in pages of _READ_PAGE."""
    got: dict[str, list[Any]] = {"ids": [], **{key: [] for key in include}}
    while True:
        page = collection.get(include=include, limit=_READ_PAGE, offset=len(got["ids"]))
        for key in got:
            got[key].extend(page[key])
        if len(page["ids"]) < _READ_PAGE:
            return got


def _existing(collection: Any) -> dict[str, dict[str, Any]]:
    got = read_all(collection, ["metadatas"])
    return dict(zip(got["ids"], got["metadatas"], strict=True))


def _place(record: dict[str, Any]) -> tuple[str, int, str]:
    return str(record["doc_id"]), int(record["page"]), str(record["page_key"])


def _refresh_meta(store: Any, kept: dict[str, dict[str, Any]], meta: dict[str, dict]) -> None:
    """Rewrite the manifest metadata of chunks kept as they were when the manifest changed it (a
    document's industry or URL): the stored text and its embedding stay."""
    changed = {}
    for cid, record in kept.items():
        wanted = {key: str(meta.get(str(record["doc_id"]), {}).get(key) or "") for key in META_KEYS}
        if any(record.get(key, "") != value for key, value in wanted.items()):
            changed[cid] = {**record, **wanted}
    ids = list(changed)
    for start in range(0, len(ids), 5000):
        part = ids[start : start + 5000]
        store.update(ids=part, metadatas=[changed[cid] for cid in part])


def build_index(
    workdir: Workdir,
    pages: Iterable[Page],
    meta: dict[str, dict],
    *,
    collection: str = "corpus",
    show_progress: bool = True,
    size: int = DEFAULT_SIZE,
    overlap: int = DEFAULT_OVERLAP,
    client: Any = None,
    headings: bool = False,
    rows: bool = False,
) -> IngestStats:
    """Make `collection` hold exactly the chunks of `pages` (documents not among them are removed).

    `meta` maps doc_id to {doc_type, company, ticker, title, source_url}; missing keys become "".
    `headings=True` adds each chunk's headings to its embedded and BM25 text (measured, not the default:
    DECISIONS.md "Retrieval that finds the page"; evals/financebench_ablation.py builds such indexes);
    `rows=True` embeds and BM25-indexes each chunk with its statement rows header-labelled (same
    section; measured, not the default either). The stored text, and so every citation, stays the
    verbatim page text. Both switches hold per collection: chunks already present are kept as they
    were built, so switching them needs a new collection.
    Returns counts, including how many chunks were embedded (unchanged pages are not).
    """
    from ragagent.rag.embed import get_embedder

    started = time.perf_counter()
    store = open_collection(client or open_client(workdir), collection)
    stats = IngestStats()
    wanted: dict[tuple[str, int], list[Chunk]] = {}
    clock = time.perf_counter()
    for page in pages:
        stats.pages += 1
        wanted[(page.doc_id, page.page)] = chunk_page(page, size, overlap)
    stats.chunks_total = sum(len(c) for c in wanted.values())
    stats.chunk_seconds = time.perf_counter() - clock
    clock = time.perf_counter()
    present = _existing(store)
    keys_present = {_place(record) for record in present.values()}
    stale = [
        cid
        for cid, (d, p, k) in ((cid, _place(record)) for cid, record in present.items())
        if not any(c.page_key == k for c in wanted.get((d, p), []))
    ]
    for start in range(0, len(stale), 5000):
        store.delete(ids=stale[start : start + 5000])
    stats.chunks_deleted = len(stale)
    for cid in stale:
        del present[cid]
    _refresh_meta(store, present, meta)
    stats.store_seconds = time.perf_counter() - clock
    todo = [c for c in wanted.values() if c and (c[0].doc_id, c[0].page, c[0].page_key) not in keys_present]
    stats.chunks_kept = stats.chunks_total - sum(len(c) for c in todo)
    embedder = get_embedder() if todo else None
    with _progress(show_progress) as progress:
        task = progress.add_task(f"embedding {collection}", total=sum(len(c) for c in todo))
        batch: list[Chunk] = []
        for chunks in todo:  # flush whole pages only: a page is either fully indexed or not at all
            batch.extend(chunks)
            if len(batch) >= _FLUSH_CHUNKS:
                _add(store, embedder, batch, meta, headings, rows, stats)
                progress.advance(task, len(batch))
                batch = []
        if batch:
            _add(store, embedder, batch, meta, headings, rows, stats)
            progress.advance(task, len(batch))
    stats.chunks_added = sum(len(c) for c in todo)
    stats.seconds = time.perf_counter() - started
    return stats


def _add(
    store: Any,
    embedder: Any,
    batch: list[Chunk],
    meta: dict[str, dict],
    headings: bool,
    rows: bool,
    stats: IngestStats,
) -> None:
    """Embed `batch` and add it to the store, timing each part into `stats`."""
    started = time.perf_counter()
    vectors = embedder.embed([embed_input(c, meta.get(c.doc_id, {}), headings, rows) for c in batch])
    embedded = time.perf_counter()
    stats.embed_seconds += embedded - started
    store.add(
        ids=[c.chunk_id for c in batch],
        embeddings=vectors,
        documents=[c.text for c in batch],
        metadatas=[_chunk_meta(c, meta.get(c.doc_id, {}), headings, rows) for c in batch],
    )
    stats.store_seconds += time.perf_counter() - embedded


def _progress(show: bool) -> Any:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        disable=not show,
    )


def entry_meta(entry: ManifestEntry) -> dict[str, str]:
    """The index metadata of one manifest entry."""
    return {key: str(getattr(entry, key) or "") for key in META_KEYS}


def ingest(
    workdir: Workdir,
    entries: list[ManifestEntry],
    show_progress: bool = True,
    *,
    collection: str | None = None,
) -> IngestStats:
    """Index the page text of `entries` (read from `<workdir>/data/text`) into `collection` (default: the
    served one, RagSettings.collection); missing page text is an error."""
    missing = [e.doc_id for e in entries if not workdir.text_file(e.doc_id).is_file()]
    if missing:
        raise IndexBuildError(
            f"no page text for {', '.join(missing)} under {workdir.text_dir}: run `ragagent text` first"
        )
    started = time.perf_counter()
    pages = [page for e in entries for page in load_pages(workdir.text_file(e.doc_id))]
    read_seconds = time.perf_counter() - started
    meta = {e.doc_id: entry_meta(e) for e in entries}
    name = collection or RagSettings().collection
    stats = build_index(workdir, pages, meta, collection=name, show_progress=show_progress)
    stats.read_seconds = read_seconds
    stats.seconds += read_seconds
    return stats


def _case_embed_input_uses_title_heading_and_rows() -> None:
    heading = "Consolidated Statements of Income"
    chunk = Chunk("d:p1:k:0", "d", 1, "k", "Net sales | 100", 0, heading, "Net sales | 2023: 100")
    both = "Acme 10-Q\nConsolidated Statements of Income\nNet sales | 100"
    assert embed_input(chunk, {"title": "Acme 10-Q"}, headings=True) == both
    assert embed_input(chunk, {"title": "Acme 10-Q"}) == "Acme 10-Q\nNet sales | 100"
    assert embed_input(chunk, {}, headings=False) == "Net sales | 100"
    assert embed_input(chunk, {}, rows=True) == "Net sales | 2023: 100"
    prose = Chunk("d:p1:k:1", "d", 1, "k", "Sales rose.", 20)
    assert embed_input(prose, {}, rows=True) == "Sales rose.", "no labelled rows: the chunk as printed"
    record = _chunk_meta(chunk, {"doc_type": "invoice", "company": None}, True, True)
    assert record["company"] == "" and record["page"] == 1 and record["doc_type"] == "invoice"
    assert record["heading"] == "Consolidated Statements of Income"
    assert record["labelled"] == "Net sales | 2023: 100"
    plain = _chunk_meta(chunk, {}, False, False)
    assert plain["heading"] == "" and plain["labelled"] == ""


SELFTEST_CASES = [_case_embed_input_uses_title_heading_and_rows]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
