"""Search the chunk index: dense (Chroma), BM25 (bm25s) or both fused by reciprocal rank.

A question naming companies (names or tickers from the manifest) is routed to them; naming several, each
is searched on its own and the results are interleaved so every company is represented. A document with
no company (an appraisal, a note) is routed to the same way by the words of its title no other document
prints ("Falling Tree Ct", "REALVALS"): `document_names`.
"""

from __future__ import annotations

import math
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from ragagent.measures import years_asked
from ragagent.rag import statements as statement_kinds
from ragagent.rag import vocabulary
from ragagent.rag.index import META_KEYS, open_client, open_collection, read_all
from ragagent.rag.scope import firms_described, industries_unprinted
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

Mode = Literal["dense", "bm25", "hybrid"]
Prior = Literal["off", "named", "implied"]
MODES: tuple[str, ...] = ("dense", "bm25", "hybrid")
RRF_K = 60  # the constant of Cormack et al.; ranks, not raw scores, are fused
CANDIDATES = 50  # per ranker, before fusion
# Chosen on the FinanceBench slice's tune half (evals/financebench_ablation.py, DECISIONS.md "Retrieval
# that finds the page"): one hit per page, ranked by its best chunk; BM25 sees the query vocabulary.
PAGES = 1
EXPAND = True
# Chosen on the full FinanceBench store's tune half (evals/financebench.py retrieval, same section): a
# page printing the statement the question names or implies comes first; the filing of the year asked next.
STATEMENTS: Prior = "implied"
STATEMENT_BONUS = 2.0 / (RRF_K + 1)  # the top fused score: a page printing the asked statement comes first
PERIOD = True
PERIOD_BONUS = 1.0 / (RRF_K + 1)  # a first rank from one ranker, for a page of a filing of the year asked
RECHECK_SECONDS = 5.0  # how stale the BM25 snapshot may be after a same-size index change
RARE_NAME_DOCUMENTS = 2  # a name the question uses routes to the documents printing it, when this few do
# Short names a question may use that neither a company's name, its first word nor its ticker matches.
ALIASES: dict[str, tuple[str, ...]] = {"Johnson & Johnson": ("JnJ", "J&J")}
_COMMON_FIRST_WORDS = {"best", "first", "general", "american", "united", "new", "the", "bank", "sample"}
_STOPWORDS = set(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "has",
        "have",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "this",
        "to",
        "was",
        "were",
        "what",
        "which",
        "who",
        "whom",
        "with",
        "how",
        "much",
        "many",
        "does",
        "did",
        "do",
    ]
)
_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[^\W\d_]+")


@dataclass(frozen=True)
class Hit:
    doc_id: str
    page: int
    score: float  # the mode's score: cosine similarity (dense), BM25, or RRF (hybrid); higher is better
    text: str
    chunk_id: str
    similarity: float | None = None  # cosine similarity to the question, when the dense ranker saw it
    doc_type: str = ""
    company: str = ""
    source_url: str = ""
    title: str = ""  # the document's title line (names the document a question may refer to)
    industry: str = ""  # the manifest's words for what the company does ("aerospace defense")


def tokenize(text: str) -> list[str]:
    """BM25 tokens: lower-cased words and numbers with thousands separators removed, stopwords dropped."""
    tokens = (t.replace(",", "") for t in _TOKEN.findall(text.lower()))
    return [t for t in tokens if t not in _STOPWORDS]


def rrf(rankings: list[list[str]], k: int = RRF_K) -> dict[str, float]:
    """Reciprocal-rank fusion of ranked id lists: sum of 1 / (k + rank), rank starting at 1."""
    fused: dict[str, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            fused[item] = fused.get(item, 0.0) + 1.0 / (k + rank)
    return fused


def company_aliases(company: str, ticker: str) -> list[re.Pattern[str]]:
    """Patterns that name a company in a question: its name, its distinctive first word, its ticker, its
    aliases (ALIASES)."""
    patterns = []
    name = company.strip()
    if name:
        patterns.append(re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE))
        first = name.split()[0]
        if len(name.split()) > 1 and len(first) >= 3 and first.lower() not in _COMMON_FIRST_WORDS:
            patterns.append(re.compile(rf"\b{re.escape(first)}\b", re.IGNORECASE))
    if ticker.strip():
        patterns.append(re.compile(rf"\b{re.escape(ticker.strip().upper())}\b"))  # tickers: upper case only
    patterns.extend(re.compile(rf"(?<!\w){re.escape(a)}(?!\w)", re.IGNORECASE) for a in ALIASES.get(name, ()))
    return patterns


_CAPITALIZED = re.compile(r"\b[A-Z][\w&-]*")
_TITLE_WORD = re.compile(r"\b(?:[A-Z][\w&-]{3,}|\d{4,})\b")


def document_names(
    titles: dict[str, str], companies: dict[str, str], printed: dict[str, set[str]]
) -> dict[str, set[str]]:
    """doc_id → the words naming a document that has no company: the capitalized words or numbers (4+
    characters) of its title (`titles`: doc_id → title) that no other document's chunks print
    (`printed`: `documents_printing`) and no other title holds. "Riverside" and "6808" name one
    appraisal; "Uniform" or "Residential", printed on every URAR form, name none."""
    candidates = {
        doc: {w.lower() for w in _TITLE_WORD.findall(title)}
        for doc, title in titles.items()
        if not companies.get(doc)
    }
    wanted = set().union(*candidates.values()) if candidates else set()
    if not wanted:  # every document has a company (FinanceBench's filings): no chunk need be read
        return {}
    elsewhere = {word: set(printed.get(word, ())) for word in wanted}
    for doc, title in titles.items():
        for word in wanted.intersection(tokenize(title)):
            elsewhere[word].add(doc)
    return {doc: {w for w in words if elsewhere[w] <= {doc}} for doc, words in candidates.items()}


def detect_documents(question: str, names: dict[str, set[str]]) -> list[str]:
    """Documents (from `names`: doc_id → `document_names`) the question names with a capitalized word or
    a number, in order of first mention."""
    found = [
        (m.start(), doc)
        for doc, words in names.items()
        for m in re.finditer(r"\b[\w&-]+\b", question)
        if m.group(0).lower() in words and (m.group(0)[0].isupper() or m.group(0)[0].isdigit())
    ]
    return list(dict.fromkeys(doc for _, doc in sorted(found)))


# the kind of document a question names → how a title names that kind: a company with several documents
# is searched in the ones of the kind named ("Amcor's results release", "Best Buy's credit agreement")
_DOCUMENT_KINDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(asked, re.IGNORECASE), re.compile(titled, re.IGNORECASE))
    for asked, titled in (
        (r"\b(?:earnings|results|press)\s+release\b", r"\brelease\b"),
        (r"\b10-?Q\b|\bquarterly report\b", r"\b10-Q\b"),
        (r"\b10-?K\b|\bannual report\b", r"\b10-K\b"),
        (
            r"\bcredit agreement\b|\bcredit facility\b|\bloan agreement\b|\brevolv(?:er|ing)\b|\bbank line\b",
            r"\bagreement\b",
        ),
    )
)


def documents_of_kind(question: str, titles: dict[str, str]) -> list[str]:
    """Of one company's documents (`titles`: doc_id → title), the ones of a kind the question names, when
    the kind tells them apart; else []."""
    chosen = {
        doc
        for asked, titled in _DOCUMENT_KINDS
        if asked.search(question)
        for doc, title in titles.items()
        if titled.search(title)
    }
    return sorted(chosen) if chosen and chosen != set(titles) else []


def documents_printing(
    chunks: Iterable[tuple[str, list[str]]], most: int = RARE_NAME_DOCUMENTS
) -> dict[str, set[str]]:
    """word → the documents whose chunks (doc_id, the chunk's BM25 tokens) print it; a word's set stops
    growing at `most` + 1 documents, which is enough to call it common."""
    printed: dict[str, set[str]] = {}
    for doc, tokens in chunks:
        for word in set(tokens):
            docs = printed.setdefault(word, set())
            if len(docs) <= most:
                docs.add(doc)
    return printed


def rare_words(printed: dict[str, set[str]], most: int = RARE_NAME_DOCUMENTS) -> dict[str, set[str]]:
    """Of `documents_printing`'s map, the words that at most `most` documents print."""
    return {word: docs for word, docs in printed.items() if len(docs) <= most}


def documents_naming(question: str, rare: dict[str, set[str]]) -> list[str]:
    """Documents that print a capitalized word of the question ("the Gelnhausen vendor", "Fremont
    wholesaler's demo invoice") which few documents print (`rare`: `rare_words`), in order of mention: a
    place or a party the page prints, however foreign its words are to the question's. A question's first
    word counts too: one that opens a sentence is common, and common words are no rare words."""
    words = _CAPITALIZED.findall(question)
    found = [doc for name in words for word in tokenize(name) for doc in sorted(rare.get(word, ()))]
    return list(dict.fromkeys(found))


def detect_companies(question: str, companies: dict[str, str]) -> list[str]:
    """Companies (from `companies`: name -> ticker) the question names, in order of first mention."""
    found: list[tuple[int, str]] = []
    for name, ticker in companies.items():
        positions = [m.start() for p in company_aliases(name, ticker) for m in p.finditer(question)]
        if positions:
            found.append((min(positions), name))
    return [name for _, name in sorted(found)]


def companies_described(question: str, profiles: dict[str, str], named: Iterable[str] = ()) -> list[str]:
    """Companies the question describes by their business instead of naming them ("the beverage giant",
    "the Richfield, Minnesota electronics chain"): those whose profile (`profiles`: company → its name,
    titles and manifest industry words) prints every business word of the question. When the question
    also uses a place or party that only some of them print (`named`: those companies), just those; each
    company described is looked up on its own ("the aerospace company … the electronics retailer")."""
    places = set(named)
    chosen: list[str] = []
    for firm in firms_described(question):
        described = [c for c, profile in profiles.items() if not industries_unprinted(firm, profile)]
        chosen += [c for c in described if c in places] or described
    return list(dict.fromkeys(chosen))


class Retriever:
    """Searches one collection; BM25 is rebuilt from Chroma's documents whenever the collection changes."""

    def __init__(self, workdir: Workdir, collection: str = "corpus", *, client: Any = None) -> None:
        self.store = open_collection(client or open_client(workdir), collection)
        self._lock = threading.Lock()
        self._count = -1
        self._checked = 0.0
        self._ids: list[str] = []
        self._docs: list[str] = []
        self._metas: list[dict[str, Any]] = []
        self._bm25: Any = None
        self._columns: dict[str, Any] = {}
        self._statements: dict[tuple[str, int], frozenset[str]] = {}
        self._titles: dict[str, str] = {}
        self.companies: dict[str, str] = {}
        self._document_names: dict[str, set[str]] = {}
        self._rare_words: dict[str, set[str]] = {}
        self._company_of: dict[str, str] = {}
        self._profiles: dict[str, str] = {}

    def refresh(self) -> None:
        """Reload the BM25 snapshot and company list when the collection changed.

        A size change is seen at once; a same-size change (a page re-chunked into as many chunks) within
        RECHECK_SECONDS, by comparing chunk ids, which carry the page's content hash.
        """
        import bm25s
        import numpy as np

        count = self.store.count()
        with self._lock:
            now = time.monotonic()
            if count == self._count and now - self._checked < RECHECK_SECONDS:
                return
            self._checked = now
            if count == self._count and set(read_all(self.store, [])["ids"]) == set(self._ids):
                return
            got = read_all(self.store, ["documents", "metadatas"])
            self._ids, self._docs, self._metas = got["ids"], got["documents"], got["metadatas"]
            self._bm25 = None
            corpus: list[list[str]] = []
            if self._ids:
                self._bm25 = bm25s.BM25()
                corpus = [
                    tokenize(f"{m.get('title', '')} {m.get('heading', '')} {m.get('labelled') or d}")
                    for d, m in zip(self._docs, self._metas, strict=True)
                ]
                self._bm25.index(corpus, show_progress=False)
            self._columns = {
                key: np.array([str(m.get(key, "")) for m in self._metas])
                for key in ("doc_id", "doc_type", "company")
            }
            self._statements = statement_kinds.pages_printing(
                (str(m["doc_id"]), int(m["page"]), d) for d, m in zip(self._docs, self._metas, strict=True)
            )
            self._titles = {str(m["doc_id"]): str(m.get("title", "")) for m in self._metas}
            self.companies = {
                str(m["company"]): str(m.get("ticker", "")) for m in self._metas if m.get("company")
            }
            self._company_of = {str(m["doc_id"]): str(m.get("company", "")) for m in self._metas}
            self._profiles = {}
            for _, meta in sorted({str(m["doc_id"]): m for m in self._metas}.items()):
                if company := str(meta.get("company", "")):
                    profile = self._profiles.get(company, company)
                    self._profiles[company] = f"{profile} {meta.get('title', '')} {meta.get('industry', '')}"
            chunk_tokens = [(str(m["doc_id"]), tokens) for m, tokens in zip(self._metas, corpus, strict=True)]
            printed = documents_printing(chunk_tokens)  # one pass serves both kinds of routing
            self._document_names = document_names(self._titles, self._company_of, printed)
            self._rare_words = rare_words(printed)
            self._count = count

    def __len__(self) -> int:
        self.refresh()
        return len(self._ids)

    @property
    def doc_ids(self) -> set[str]:
        """Documents that have chunks in the collection."""
        self.refresh()
        return {str(m["doc_id"]) for m in self._metas}

    def documents(self) -> list[dict[str, Any]]:
        """One record per indexed document: doc_id and its index metadata, sorted by doc_id."""
        self.refresh()
        docs: dict[str, dict[str, Any]] = {}
        for meta in self._metas:
            docs.setdefault(str(meta["doc_id"]), {key: meta.get(key, "") for key in ("doc_id", *META_KEYS)})
        return [docs[d] for d in sorted(docs)]

    def excerpts(
        self,
        query: str,
        k: int,
        *,
        doc_id: str | None = None,
        doc_type: str | None = None,
        within: str = "",
    ) -> list[Hit]:
        """The `k` excerpts a model reads to answer (/ask, the agent's search): the best chunks, not the
        best pages. Page ranking returns a one-page invoice as one 400-character chunk (its total due in
        another), and on the golden set the answers were better from chunks: 0.739 correct against 0.674
        from pages filled up with chunks (DECISIONS.md, "Excerpts for the model")."""
        return self.search(query, k, doc_id=doc_id, doc_type=doc_type, pages=0, within=within)

    def search(
        self,
        query: str,
        k: int = 10,
        *,
        mode: Mode = "hybrid",
        doc_id: str | None = None,
        doc_type: str | None = None,
        route: bool = True,
        pages: int = PAGES,
        expand: bool = EXPAND,
        statements: Prior = STATEMENTS,
        period: bool = PERIOD,
        describe: bool = True,
        within: str = "",
    ) -> list[Hit]:
        """The `k` best chunks for `query`, best first; `route` searches the companies the question names
        (or, with `describe`, describes by their business: `companies_described`), the documents its title
        words name and the documents that alone print a name it uses. A query that routes nowhere is
        routed by `within`, the question it was written for, by the companies and titles it names (not by
        a rare word's hint): an agent's lookup ("What was the total sales for July–December 2022?")
        searches the documents of "the Jersey-incorporated packaging company".

        `pages=n` ranks pages instead of chunks: a page scores the sum of its best n chunks' fused
        scores and is returned once, as its best chunk (`pages=0`: plain chunk ranking). `expand` adds
        the filings' wordings of the measures asked (`ragagent.rag.vocabulary`) to the BM25 query.
        `statements` adds STATEMENT_BONUS to the score of a page printing the title of a statement the
        question names ("named") or names or implies ("implied"; `ragagent.rag.statements`); `period`
        adds PERIOD_BONUS to the pages of filings whose title prints the latest year the question names.
        Both act in page ranking only.
        """
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)} (got {mode!r})")
        if not query.strip():
            raise ValueError("query is empty")
        self.refresh()
        if not self._ids:
            return []
        base = {key: value for key, value in (("doc_id", doc_id), ("doc_type", doc_type)) if value}
        routes: list[dict[str, str]] = []
        if route and not doc_id:
            routes = self._routes(query, describe) or self._routes(within, describe, hints=False)
        sparse_query = vocabulary.expand(query) if expand else query
        if statements not in ("off", "named", "implied"):
            raise ValueError(f"statements must be off, named or implied (got {statements!r})")
        prior = self._prior(query, statements, period) if pages else _no_prior  # priors rank pages only
        if not routes:
            return self._search(query, sparse_query, k, mode, base, pages, prior)
        share = max(2, math.ceil(k / len(routes)))
        per_route = [self._search(query, sparse_query, share, mode, base | r, pages, prior) for r in routes]
        merged = _interleave(per_route, k)
        return merged or self._search(query, sparse_query, k, mode, base, pages, prior)

    def _routes(self, query: str, describe: bool, *, hints: bool = True) -> list[dict[str, str]]:
        """The filters `query` routes to: the companies it names (or, with `describe`, describes), the
        documents its title words name and, with `hints`, the documents that alone print a name it uses."""
        routes: list[dict[str, str]] = []
        if not query:
            return routes
        companies = detect_companies(query, self.companies)
        if describe and not companies:
            places = {self._company_of.get(d, "") for d in documents_naming(query, self._rare_words)}
            companies = companies_described(query, self._profiles, places)
        for company in companies:
            titles = {d: t for d, t in self._titles.items() if self._company_of.get(d) == company}
            kind = documents_of_kind(query, titles)
            routes += [{"doc_id": d} for d in kind] if kind else [{"company": company}]
        routes += [{"doc_id": d} for d in detect_documents(query, self._document_names)]
        if not hints:
            return routes
        named = [  # a place or party named, in a document of no company the question names
            {"doc_id": d}
            for d in documents_naming(query, self._rare_words)
            if {"doc_id": d} not in routes and self._company_of.get(d) not in companies
        ]
        # a rare name alone is a hint, not a filter: the unfiltered search keeps its share
        return routes + named + ([{}] if named and not routes else [])

    def _prior(self, query: str, statements: Prior, period: bool) -> Callable[[tuple[str, int]], float]:
        """(doc_id, page) → the bonus `query` gives that page: the statement and the period priors."""
        wanted = (
            statement_kinds.asked(query, implied=statements == "implied")
            if statements != "off"
            else frozenset()
        )
        printing = {page for page, kinds in self._statements.items() if kinds & wanted}
        years = years_asked(query) if period else set()
        year = re.compile(rf"(?<!\d){max(years)}(?!\d)") if years else None
        filings = {doc for doc, title in self._titles.items() if year and year.search(title)}
        return lambda page: STATEMENT_BONUS * (page in printing) + PERIOD_BONUS * (page[0] in filings)

    def _search(
        self,
        query: str,
        sparse_query: str,
        k: int,
        mode: str,
        where: dict[str, str],
        pages: int,
        prior: Callable[[tuple[str, int]], float],
    ) -> list[Hit]:
        dense = self._dense(query, max(k, CANDIDATES), where) if mode != "bm25" else []
        sparse = self._sparse(sparse_query, max(k, CANDIDATES), where) if mode != "dense" else []
        if pages:
            return rank_pages([r for r in (dense, sparse) if r], k, pages, prior)
        if mode == "dense":
            return dense[:k]
        if mode == "bm25":
            return sparse[:k]
        similarity = {h.chunk_id: h.similarity for h in dense}
        by_id = {h.chunk_id: h for h in dense + sparse}
        fused = rrf([[h.chunk_id for h in dense], [h.chunk_id for h in sparse]])
        best = sorted(fused, key=lambda cid: -fused[cid])[:k]
        return [_replace(by_id[cid], score=fused[cid], similarity=similarity.get(cid)) for cid in best]

    def _dense(self, query: str, n: int, where: dict[str, str]) -> list[Hit]:
        from ragagent.rag.embed import get_embedder

        vector = get_embedder().embed_query(query)
        got = self.store.query(
            query_embeddings=[vector],
            n_results=min(n, len(self._ids)),
            where=_where(where),
            include=["documents", "metadatas", "distances"],
        )
        return [
            _hit(cid, doc, meta, 1.0 - dist, 1.0 - dist)
            for cid, doc, meta, dist in zip(
                got["ids"][0], got["documents"][0], got["metadatas"][0], got["distances"][0], strict=True
            )
        ]

    def _sparse(self, query: str, n: int, where: dict[str, str]) -> list[Hit]:
        import numpy as np

        tokens = tokenize(query)
        if not tokens or self._bm25 is None:
            return []
        scores = self._bm25.get_scores(tokens)
        mask = scores > 0
        for key, value in where.items():
            mask &= self._columns[key] == value
        keep = np.flatnonzero(mask)
        keep = keep[np.argsort(-scores[keep], kind="stable")][:n]
        return [_hit(self._ids[i], self._docs[i], self._metas[i], float(scores[i]), None) for i in keep]


def _no_prior(page: tuple[str, int]) -> float:
    return 0.0


def rank_pages(
    rankings: list[list[Hit]],
    k: int,
    per_page: int,
    prior: Callable[[tuple[str, int]], float] = _no_prior,
) -> list[Hit]:
    """The `k` best pages of the fused rankings: a page scores the sum of its best `per_page` chunks' RRF
    scores plus its `prior`, and is represented by its best chunk, carrying the page's best dense
    similarity."""
    fused = rrf([[h.chunk_id for h in ranking] for ranking in rankings])
    by_id: dict[str, Hit] = {}
    for ranking in rankings:  # the dense ranker's hit (it carries the similarity) comes first
        for h in ranking:
            by_id.setdefault(h.chunk_id, h)
    groups: dict[tuple[str, int], list[str]] = {}
    for cid in sorted(fused, key=lambda c: -fused[c]):
        groups.setdefault((by_id[cid].doc_id, by_id[cid].page), []).append(cid)
    score = {page: sum(fused[c] for c in cids[:per_page]) + prior(page) for page, cids in groups.items()}
    best = sorted(groups, key=lambda page: -score[page])[:k]
    hits = []
    for page in best:
        sims = [s for h in (by_id[c] for c in groups[page]) if (s := h.similarity) is not None]
        hits.append(_replace(by_id[groups[page][0]], score=score[page], similarity=max(sims, default=None)))
    return hits


def _where(where: dict[str, str]) -> dict[str, Any] | None:
    clauses = [{key: value} for key, value in where.items()]
    if not clauses:
        return None
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


def _hit(cid: str, text: str, meta: dict[str, Any], score: float, similarity: float | None) -> Hit:
    return Hit(
        doc_id=str(meta["doc_id"]),
        page=int(meta["page"]),
        score=score,
        text=text,
        chunk_id=cid,
        similarity=similarity,
        doc_type=str(meta.get("doc_type", "")),
        company=str(meta.get("company", "")),
        source_url=str(meta.get("source_url", "")),
        title=str(meta.get("title", "")),
        industry=str(meta.get("industry", "")),
    )


def _replace(hit: Hit, **changes: Any) -> Hit:
    from dataclasses import replace

    return replace(hit, **changes)


def _interleave(lists: list[list[Hit]], k: int) -> list[Hit]:
    """Round-robin merge (first of each list, then second of each...), without duplicates, up to `k`."""
    merged: list[Hit] = []
    seen: set[str] = set()
    for rank in range(max((len(x) for x in lists), default=0)):
        for hits in lists:
            if rank < len(hits) and hits[rank].chunk_id not in seen:
                seen.add(hits[rank].chunk_id)
                merged.append(hits[rank])
    return merged[:k]


_retrievers: dict[tuple[str, str], Retriever] = {}
_retrievers_lock = threading.Lock()


def get_retriever(workdir: Workdir, collection: str | None = None) -> Retriever:
    """One cached Retriever per (work directory, collection) in this process; by default the collection
    of `RagSettings` (RAGAGENT_COLLECTION, else "corpus"), the one every entry point serves."""
    from ragagent.rag.settings import RagSettings

    collection = collection or RagSettings().collection
    key = (str(workdir.root), collection)
    with _retrievers_lock:
        if key not in _retrievers:
            _retrievers[key] = Retriever(workdir, collection)
        return _retrievers[key]


def search(
    workdir: Workdir,
    query: str,
    k: int = 10,
    *,
    mode: Mode = "hybrid",
    doc_id: str | None = None,
    doc_type: str | None = None,
    collection: str | None = None,
) -> list[Hit]:
    """The `k` best chunks for `query` in `collection` (default: the served one, `get_retriever`) under
    `workdir`, best first (see Retriever.search)."""
    return get_retriever(workdir, collection).search(query, k, mode=mode, doc_id=doc_id, doc_type=doc_type)


def _case_tokenize() -> None:
    assert tokenize("What was Net Sales of $1,234.5 in 2023?") == ["net", "sales", "1234.5", "2023"]


def _case_rrf_prefers_agreement() -> None:
    fused = rrf([["a", "b", "c"], ["b", "c", "a"]])
    assert max(fused, key=fused.__getitem__) == "b"
    assert abs(fused["a"] - (1 / 61 + 1 / 63)) < 1e-12
    assert rrf([["x"], []]) == {"x": 1 / 61}


def _case_detect_companies() -> None:
    companies = {"Best Buy": "BBY", "Lockheed Martin": "LMT", "PepsiCo": "PEP", "Ulta Beauty": "ULTA"}
    assert detect_companies("What did best buy report as revenue?", companies) == ["Best Buy"]
    assert detect_companies("Compare Lockheed's facility with BBY's", companies) == [
        "Lockheed Martin",
        "Best Buy",
    ]
    assert detect_companies("the best price to pep up sales", companies) == []
    assert detect_companies("Ulta and PepsiCo margins", companies) == ["Ulta Beauty", "PepsiCo"]
    named = {"Johnson & Johnson": "", "3M": "MMM"}
    assert detect_companies("Are JnJ's FY2022 results those of growth?", named) == ["Johnson & Johnson"]
    assert detect_companies("J&J and 3M: which grew faster?", named) == ["Johnson & Johnson", "3M"]
    assert detect_companies("the JNJX fund", named) == [], "an alias is a whole word"


def _case_document_names() -> None:
    titles = {
        "appr_a": "Form 1004 URAR appraisal, 6808 Neil St, Riverside CA",
        "appr_b": "Uniform Residential Appraisal Report example, 123 Falling Tree Ct",
        "inv": "Stanford Plumbing invoice #INV03051",
    }
    texts = [
        ("appr_a", "Uniform Residential Appraisal Report 6808 Neil St Riverside"),
        ("appr_b", "Uniform Residential Appraisal Report Falling Tree Ct"),
        ("inv", "Bill to: 6808 Riverside Ave"),  # another document prints these: they name neither
    ]
    printed = documents_printing([(d, tokenize(t)) for d, t in texts])
    names = document_names(titles, {"inv": "Stanford Plumbing"}, printed)
    assert names == {"appr_a": {"neil", "form", "urar", "1004"}, "appr_b": {"falling", "tree"}}, names
    assert detect_documents("What site value does the 6808 Neil St appraisal give?", names) == ["appr_a"]
    assert detect_documents("Is the neil st property in a falling market?", names) == []  # lower case
    both = "Compare 123 Falling Tree Ct with Neil St."
    assert detect_documents(both, names) == ["appr_b", "appr_a"]


def _case_documents_naming() -> None:
    chunks = [
        ("inv_de", tokenize("QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen Rechnungsdatum")),
        ("inv_us", tokenize("Amazon Web Services, Inc. Seattle, WA Invoice Date")),
        ("loan_a", tokenize("Seattle branch of the Invoice Lender")),
        ("loan_b", tokenize("Invoice Seattle")),
    ]
    rare = rare_words(documents_printing(chunks))
    assert rare["gelnhausen"] == {"inv_de"} and "seattle" not in rare and "invoice" not in rare, rare
    assert documents_naming("What was the invoice date for the Gelnhausen vendor?", rare) == ["inv_de"]
    assert documents_naming("Gelnhausen's vendor: what was the invoice date?", rare) == ["inv_de"]
    assert documents_naming("What was the invoice date for the Seattle vendor?", rare) == [], "three print it"


def _case_companies_described() -> None:
    profiles = {
        "PepsiCo": "PepsiCo PepsiCo Q1 2023 earnings release food snacks beverages drinks",
        "Best Buy": "Best Buy Best Buy Form 10-Q consumer electronics technology retail",
        "Coolblue": "Coolblue Coolblue B.V. factuur consumer electronics e-commerce online retail",
        "QualityHosting": "QualityHosting QualityHosting AG Rechnung web hosting internet",
    }
    assert companies_described("What did the beverage giant spend on buybacks?", profiles) == ["PepsiCo"]
    assert companies_described("the snack-and-beverage maker's revenue", profiles) == ["PepsiCo"]
    assert companies_described("What did the Hessian hosting provider bill?", profiles) == ["QualityHosting"]
    retailer = "What cash did the Richfield, Minnesota electronics chain hold?"
    assert companies_described(retailer, profiles) == ["Best Buy", "Coolblue"]
    assert companies_described(retailer, profiles, {"Best Buy", ""}) == ["Best Buy"], "the town narrows"
    assert companies_described(retailer, profiles, {"PepsiCo"}) == ["Best Buy", "Coolblue"]
    assert companies_described("What did the airline company earn?", profiles) == []
    assert companies_described("What were PepsiCo's beverage sales?", profiles) == [], "no firm described"
    two = "Does the hosting firm bill more than the beverage company earns?"
    assert companies_described(two, profiles) == ["QualityHosting", "PepsiCo"]


def _case_documents_of_kind() -> None:
    amcor = {"q2": "Amcor plc Form 10-Q, fiscal 2023 Q2", "fy": "Amcor FY2023 / Q4 earnings press release"}
    assert documents_of_kind("Per Amcor's fiscal 2023 results release, what was EPS?", amcor) == ["fy"]
    assert documents_of_kind("What did Amcor's Form 10-Q report as net sales?", amcor) == ["q2"]
    assert documents_of_kind("What were Amcor's net sales?", amcor) == []
    best_buy = {"10q": "Best Buy Form 10-Q", "loan": "Best Buy Form 8-K with Five-Year Credit Agreement"}
    assert documents_of_kind("When does Best Buy's credit agreement mature?", best_buy) == ["loan"]
    assert documents_of_kind("What floor does Best Buy's 2023 revolving facility set?", best_buy) == ["loan"]
    both = "Does Best Buy's 10-Q mention its credit agreement?"
    assert documents_of_kind(both, best_buy) == []


def _case_interleave() -> None:
    def h(cid: str) -> Hit:
        return Hit("d", 1, 0.0, "", cid)

    merged = _interleave([[h("a1"), h("a2"), h("a3")], [h("b1")]], 3)
    assert [x.chunk_id for x in merged] == ["a1", "b1", "a2"]


def _case_rank_pages() -> None:
    def h(cid: str, page: int, sim: float | None = None) -> Hit:
        return Hit("d", page, 0.0, "", cid, similarity=sim)

    dense = [h("lucky", 1, 0.9), h("a1", 2, 0.5), h("a2", 2, 0.6), h("b", 3, 0.4)]
    sparse = [h("a2", 2), h("lucky", 1), h("a1", 2)]
    summed = rank_pages([dense, sparse], 3, per_page=3)
    assert [x.page for x in summed] == [2, 1, 3]  # two matching chunks beat one lucky sentence
    assert summed[0].chunk_id == "a2" and summed[0].similarity == 0.6
    assert [x.page for x in rank_pages([dense], 3, per_page=1)] == [1, 2, 3]  # best chunk only
    lifted = rank_pages([dense], 3, per_page=1, prior=lambda page: float(page == ("d", 3)))
    assert [x.page for x in lifted] == [3, 1, 2] and lifted[0].score > 1.0  # the statement prior


SELFTEST_CASES = [
    _case_tokenize,
    _case_rrf_prefers_agreement,
    _case_detect_companies,
    _case_document_names,
    _case_documents_naming,
    _case_companies_described,
    _case_documents_of_kind,
    _case_interleave,
    _case_rank_pages,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
