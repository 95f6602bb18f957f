"""The chunk index with real embeddings and real embedded Chroma on a few generated pages.

`tiny_corpus` is shared with the other RAG tests (they import it from here).
"""

from __future__ import annotations

import pytest

from ragagent.manifest import ManifestEntry
from ragagent.pages import Page, save_pages
from ragagent.rag import index as index_module
from ragagent.rag.chunk import chunk_page
from ragagent.rag.embed import get_embedder
from ragagent.rag.index import IndexBuildError, build_index, ingest, open_client, open_collection, read_all
from ragagent.rag.retrieve import Hit, Retriever
from ragagent.workdir import Workdir

FILLER = "The company operates stores and websites and reviews its results every quarter. " * 3

TINY: dict[str, tuple[dict[str, str], list[str]]] = {
    "acme_10q": (
        {
            "doc_type": "financial_statement",
            "company": "Acme Corp",
            "ticker": "ACME",
            "title": "Acme Corp 10-Q",
        },
        [
            f"Acme Corp quarterly report\n(in millions)\nNet sales | $ 1,234.5 | 1,100.2\n{FILLER}",
            f"Balance sheet (in millions)\nCash and cash equivalents | 456.7 | 400.1\n{FILLER}",
            f"Risk factors\nCompetition for shoppers is intense.\n{FILLER}",
        ],
    ),
    "globex_credit": (
        {
            "doc_type": "loan_agreement",
            "company": "Globex Industries",
            "ticker": "GBX",
            "title": "Globex credit",
        },
        [
            "CREDIT AGREEMENT dated as of March 3, 2024 among Globex Industries, as Borrower, and "
            "First Bank, as Administrative Agent.\nThe aggregate Commitments are $500,000,000.\n"
            "This Agreement shall be governed by the law of the State of New York.",
            "Applicable Margin means 1.75% per annum for Term SOFR Loans.\n"
            "The Maturity Date is March 3, 2029.",
        ],
    ),
    "inv_tiny": (
        {"doc_type": "invoice", "company": "Initech", "ticker": "", "title": "Initech invoice 991"},
        ["Initech\nInvoice 991\nPaper clips | 10 | 8.25\nTotal due | $82.50\nDue date: May 1, 2024"],
    ),
}


def tiny_pages(doc_id: str) -> list[Page]:
    return [Page(doc_id=doc_id, page=n, text=text) for n, text in enumerate(TINY[doc_id][1], start=1)]


def tiny_corpus(workdir: Workdir, *, client=None) -> Retriever:
    """Write the tiny corpus's page text under `workdir`, index it, return a retriever over it."""
    for doc_id in TINY:
        save_pages(workdir.text_file(doc_id), tiny_pages(doc_id))
    pages = [p for doc_id in TINY for p in tiny_pages(doc_id)]
    build_index(
        workdir, pages, {d: meta for d, (meta, _) in TINY.items()}, show_progress=False, client=client
    )
    return Retriever(workdir, client=client)


def test_incremental_ingest_embeds_only_changed_pages(workdir: Workdir) -> None:
    embedder = get_embedder()
    meta = {d: m for d, (m, _) in TINY.items()}
    pages = [p for d in TINY for p in tiny_pages(d)]
    total = sum(len(chunk_page(p)) for p in pages)

    before = embedder.texts_embedded
    first = build_index(workdir, pages, meta, show_progress=False)
    assert first.chunks_added == total and embedder.texts_embedded - before == total

    before = embedder.texts_embedded
    again = build_index(workdir, pages, meta, show_progress=False)
    assert (again.chunks_added, again.chunks_deleted, again.chunks_kept) == (0, 0, total)
    assert embedder.texts_embedded == before  # nothing re-embedded

    acme = next(iter(meta))  # a manifest column changed: the metadata follows, nothing is re-embedded
    described = {**meta, acme: {**meta[acme], "industry": "aerospace defense"}}
    build_index(workdir, pages, described, show_progress=False)
    assert embedder.texts_embedded == before
    assert {d["doc_id"]: d["industry"] for d in Retriever(workdir).documents()}[acme] == "aerospace defense"

    changed = [
        p.model_copy(update={"text": p.text + "\nAmended."}) if p.doc_id == "inv_tiny" else p for p in pages
    ]
    before = embedder.texts_embedded
    third = build_index(workdir, changed, meta, show_progress=False)
    assert third.chunks_added == 1 and third.chunks_deleted == 1
    assert embedder.texts_embedded - before == 1

    without_globex = [p for p in changed if p.doc_id != "globex_credit"]
    fourth = build_index(workdir, without_globex, meta, show_progress=False)
    assert fourth.chunks_added == 0 and fourth.chunks_deleted == len(
        [c for p in pages if p.doc_id == "globex_credit" for c in chunk_page(p)]
    )
    retriever = Retriever(workdir)
    assert retriever.doc_ids == {"acme_10q", "inv_tiny"}
    assert all("Amended." in h.text for h in retriever.search("Initech invoice total", 5, doc_id="inv_tiny"))


def test_ingest_reads_page_text_and_reports_missing(workdir: Workdir) -> None:
    save_pages(workdir.text_file("inv_tiny"), tiny_pages("inv_tiny"))
    entry = ManifestEntry(doc_id="inv_tiny", doc_type="invoice", company="Initech")
    stats = ingest(workdir, [entry], show_progress=False)
    assert stats.pages == 1 and stats.chunks_added == 1
    parts = (stats.read_seconds, stats.chunk_seconds, stats.embed_seconds, stats.store_seconds)
    assert all(part > 0 for part in parts) and sum(parts) <= stats.seconds  # where the time went
    hits = Retriever(workdir).search("total due", 1)
    assert hits[0].doc_id == "inv_tiny" and hits[0].company == "Initech"
    with pytest.raises(IndexBuildError, match="no page text for missing_doc"):
        ingest(workdir, [ManifestEntry(doc_id="missing_doc", doc_type="invoice")], show_progress=False)


def test_search_modes_filters_and_company_routing(workdir: Workdir) -> None:
    retriever = tiny_corpus(workdir)
    for mode in ("dense", "bm25", "hybrid"):
        top = retriever.search("What cash and cash equivalents did Acme hold?", 3, mode=mode)
        assert (top[0].doc_id, top[0].page) == ("acme_10q", 2), mode
        assert [h.score for h in top] == sorted((h.score for h in top), reverse=True)
    hybrid = retriever.search("governing law of the credit agreement", 3)
    assert hybrid[0].doc_id == "globex_credit" and hybrid[0].similarity is not None
    only_invoices = retriever.search("net sales", 5, doc_type="invoice")
    assert only_invoices and {h.doc_id for h in only_invoices} == {"inv_tiny"}
    routed = retriever.search("What is GBX paying over SOFR?", 5)
    assert {h.doc_id for h in routed} == {"globex_credit"}
    both = retriever.search("Compare Acme Corp net sales with the Globex Industries commitments", 4)
    assert {h.doc_id for h in both[:2]} == {"acme_10q", "globex_credit"}  # each company represented
    with pytest.raises(ValueError, match="mode"):
        retriever.search("x", 3, mode="fuzzy")  # type: ignore[arg-type]


def test_routing_by_title_words_and_by_the_kind_of_document_named(workdir: Workdir) -> None:
    def appraisal(address: str, price: str) -> tuple[dict[str, str], list[str]]:
        meta = {"doc_type": "appraisal", "company": "", "ticker": "", "title": f"Appraisal report, {address}"}
        return meta, [f"Uniform Residential Appraisal Report\nSubject | {address}\nSale Price | $ {price}"]

    release = {"doc_type": "financial_statement", "company": "Acme Corp", "ticker": "ACME"}
    docs = {
        "acme_10q": TINY["acme_10q"],
        "acme_release": (
            {**release, "title": "Acme Corp Q2 earnings release"},
            [f"Acme Corp reports second quarter results\nNet sales | $ 1,250.0\n{FILLER}"],
        ),
        "appr_oak": appraisal("42 Oak Hollow Ln", "350,000"),
        "appr_elm": appraisal("7 Elm Ct", "410,000"),
        "inv_gel": (
            {"doc_type": "invoice", "company": "", "ticker": "", "title": "Hosting invoice"},
            ["QualityHosting AG - D-63571 Gelnhausen\nRechnungsdatum | 7. Mai 2014\nTotal EUR | 34,73"],
        ),
    }
    pages = [Page(doc_id=d, page=n, text=t) for d, (_, texts) in docs.items() for n, t in enumerate(texts, 1)]
    build_index(workdir, pages, {d: meta for d, (meta, _) in docs.items()}, show_progress=False)
    retriever = Retriever(workdir)
    hollow = retriever.search("What sale price does the appraisal of 42 Oak Hollow Ln give?", 4)
    assert {h.doc_id for h in hollow} == {"appr_oak"}  # no company: routed by its title's own words
    unnamed = retriever.search("What sale price does the appraisal give?", 4)
    assert {h.doc_id for h in unnamed} >= {"appr_oak", "appr_elm"}
    # an agent's lookup naming no document searches the documents its question names …
    planned = "By how much did the sale price of 42 Oak Hollow Ln change from its 2019 price?"
    lookup = retriever.search("What sale price does the appraisal give?", 4, within=planned)
    assert {h.doc_id for h in lookup} == {"appr_oak"}
    # … a lookup that names its own keeps its own, and a rare word of the question is no route for it
    own = retriever.search("What sale price does the appraisal of 7 Elm Ct give?", 4, within=planned)
    assert own[0].doc_id == "appr_elm"
    hinted = retriever.search("What sale price does the appraisal give?", 4, within="Near 7 Elm Ct?")
    assert {h.doc_id for h in hinted} == {h.doc_id for h in unnamed}
    released = retriever.search("What net sales did Acme report in its earnings release?", 4)
    assert {h.doc_id for h in released} == {"acme_release"}
    either = retriever.search("What net sales did Acme report?", 4)
    assert {h.doc_id for h in either} >= {"acme_10q", "acme_release"}
    placed = retriever.search("What was the invoice date for the Gelnhausen vendor?", 4)
    assert placed[0].doc_id == "inv_gel"  # a place only its page prints routes to it …
    assert len({h.doc_id for h in placed}) > 1  # … as a hint: the unfiltered search keeps its share


def test_page_ranking_returns_each_page_once(workdir: Workdir) -> None:
    retriever = tiny_corpus(workdir)
    for mode in ("dense", "bm25", "hybrid"):
        hits = retriever.search("Acme net sales and cash", 5, mode=mode, pages=2, expand=True)
        pages = [(h.doc_id, h.page) for h in hits]
        assert pages and len(set(pages)) == len(pages), mode
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    dense = retriever.search("Acme cash and cash equivalents", 3, mode="dense", pages=1)
    assert (dense[0].doc_id, dense[0].page) == ("acme_10q", 2) and dense[0].similarity is not None


def test_excerpts_are_the_best_chunks_not_pages(workdir: Workdir, monkeypatch: pytest.MonkeyPatch) -> None:
    retriever = tiny_corpus(workdir)
    invoice = [Hit("inv", 1, 1.0 - n / 10, f"chunk {n}", f"inv:1:{n}") for n in range(4)]  # 1 page

    def search(query: str, k: int = 10, *, pages: int = 1, **filters: object) -> list[Hit]:
        return invoice[:1] if pages else invoice[:k]

    monkeypatch.setattr(retriever, "search", search)
    assert [h.chunk_id for h in retriever.excerpts("What is due?", 6)] == [h.chunk_id for h in invoice]
    assert [h.chunk_id for h in retriever.excerpts("What is due?", 2)] == ["inv:1:0", "inv:1:1"]


def test_statement_prior_lifts_the_page_printing_the_statement(workdir: Workdir) -> None:
    retriever = tiny_corpus(workdir)
    question = "Acme net sales and working capital"  # working capital: a balance-sheet figure

    def top(prior: str) -> tuple[str, int]:
        hit = retriever.search(question, 3, mode="bm25", doc_id="acme_10q", statements=prior)[0]  # type: ignore[arg-type]
        return hit.doc_id, hit.page

    assert top("off") == top("named") == ("acme_10q", 1)  # "net sales" is printed on page 1
    assert top("implied") == ("acme_10q", 2)  # page 2 prints "Balance sheet"
    with pytest.raises(ValueError, match="statements"):
        top("always")


def test_period_prior_prefers_the_filing_of_the_year_asked(workdir: Workdir) -> None:
    text = f"Acme Corp annual report\nNet sales | $ 1,234.5\n{FILLER}"
    docs = {
        f"acme_{year}": {"company": "Acme Corp", "title": f"Acme Corp 10-K {year}"} for year in (2021, 2022)
    }
    build_index(workdir, [Page(doc_id=d, page=1, text=text) for d in docs], docs, show_progress=False)
    retriever = Retriever(workdir)
    for year in (2021, 2022):
        for asked in (f"FY{year}", f"FY{year % 100}", f"fiscal {year}"):
            hits = retriever.search(f"Acme net sales {asked}", 2, mode="bm25")
            assert hits[0].doc_id == f"acme_{year}", asked
            assert hits[0].score > hits[1].score


def test_open_retriever_sees_a_same_size_change(workdir: Workdir, monkeypatch: pytest.MonkeyPatch) -> None:
    from ragagent.rag import retrieve

    monkeypatch.setattr(retrieve, "RECHECK_SECONDS", 0.0)
    retriever = tiny_corpus(workdir)
    assert "$82.50" in retriever.search("Initech total due", 1, mode="bm25", doc_id="inv_tiny")[0].text
    pages = [p for d in TINY for p in tiny_pages(d)]
    edited = [p.model_copy(update={"text": p.text.replace("$82.50", "$91.00")}) for p in pages]
    build_index(workdir, edited, {d: m for d, (m, _) in TINY.items()}, show_progress=False)
    assert len(retriever) == sum(len(chunk_page(p)) for p in pages)  # same size, new content
    assert "$91.00" in retriever.search("Initech total due", 1, mode="bm25", doc_id="inv_tiny")[0].text


def test_read_all_pages_through_the_collection(workdir: Workdir, monkeypatch: pytest.MonkeyPatch) -> None:
    retriever = tiny_corpus(workdir)
    whole = retriever.store.get(include=["metadatas"])
    monkeypatch.setattr(index_module, "_READ_PAGE", 2)
    paged = read_all(retriever.store, ["metadatas"])
    assert len(whole["ids"]) > 4 and sorted(paged["ids"]) == sorted(whole["ids"])
    assert dict(zip(paged["ids"], paged["metadatas"], strict=True)) == dict(
        zip(whole["ids"], whole["metadatas"], strict=True)
    )


def test_read_all_past_sqlites_variable_limit(workdir: Workdir) -> None:
    """One unbounded get() of ~33k records fails in Chroma ("too many SQL variables"); paged reads do not."""
    store = open_collection(open_client(workdir), "big")
    n = 33_000
    for start in range(0, n, 5_000):
        ids = [f"c{i}" for i in range(start, min(start + 5_000, n))]
        store.add(ids=ids, embeddings=[[1.0, 0.0]] * len(ids), metadatas=[{"doc_id": "d"}] * len(ids))
    with pytest.raises(Exception, match="too many SQL variables"):
        store.get(include=["metadatas"])
    got = read_all(store, ["metadatas"])
    assert len(set(got["ids"])) == n and got["metadatas"][-1] == {"doc_id": "d"}
