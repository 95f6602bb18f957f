"""The answer gates and the citation checker, with a scripted fake LLM over a real tiny index."""

from __future__ import annotations

import pytest
from scripted_llm import answering
from test_rag_index import tiny_corpus

from ragagent.evidence import find_quote
from ragagent.llm.base import LLMUnavailable
from ragagent.llm.fake import FakeLLM
from ragagent.rag.answer import answer_question, page_text
from ragagent.rag.retrieve import Retriever
from ragagent.workdir import Workdir

QUESTION = "How much cash and cash equivalents did Acme Corp hold?"


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Retriever, Workdir]:
    workdir = Workdir.at(tmp_path_factory.mktemp("rag") / "work")
    return tiny_corpus(workdir), workdir


def _cash_excerpt(prompt: str) -> int:
    """The [Sn] number of the excerpt holding the cash line (as the model would see it)."""
    for block in prompt.split("[S")[1:]:
        number, _, rest = block.partition("]")
        if "456.7" in rest:
            return int(number)
    raise AssertionError("the cash page was not retrieved")


def test_supported_answer_is_cited_with_a_verbatim_quote(indexed) -> None:
    retriever, workdir = indexed
    llm = answering(
        lambda p, s: {
            "contains_answer": True,
            "answer": "Acme held $456.7 million.",
            "cited": [_cash_excerpt(p)],
        }
    )
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert not result.refused, result.reason
    assert result.answer == "Acme held $456.7 million."
    [cite] = result.citations
    assert (cite.doc_id, cite.page) == ("acme_10q", 2)
    assert "456.7" in cite.quote and find_quote(cite.quote, page_text(workdir, "acme_10q", 2)) is not None
    assert "[S1]" in llm.prompts[0] and "acme_10q" not in llm.prompts[0]  # the model never sees doc ids


def test_citing_a_missing_excerpt_is_refused(indexed) -> None:
    retriever, workdir = indexed
    llm = FakeLLM([{"contains_answer": True, "answer": "Acme held a lot of cash.", "cited": [99]}])
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "S99" in result.reason and not result.citations


def test_a_figure_under_a_missing_excerpt_is_cited_where_code_finds_it(indexed) -> None:
    retriever, workdir = indexed
    reply = {"contains_answer": True, "answer": "Acme held $456.7 million.", "cited": [99]}
    llm = answering(lambda p, s: reply)
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert not result.refused, result.reason
    [cite] = result.citations
    assert (cite.doc_id, cite.page) == ("acme_10q", 2)
    assert "S99" in result.reason  # the note names the model's citation


def test_number_not_in_the_cited_excerpt_is_refused(indexed) -> None:
    retriever, workdir = indexed
    llm = answering(
        lambda p, s: {
            "contains_answer": True,
            "answer": "Acme held $512.3 million.",
            "cited": [_cash_excerpt(p)],
        }
    )
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "512,300,000" in result.reason


def test_a_second_draft_is_told_why_the_first_was_refused(indexed) -> None:
    retriever, workdir = indexed

    def reply(prompt: str, schema: dict) -> dict:
        figure = "456.7" if "An earlier answer was refused" in prompt else "512.3"
        return {
            "contains_answer": True,
            "answer": f"Acme held ${figure} million.",
            "cited": [_cash_excerpt(prompt)],
        }

    llm = answering(reply)
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1, second_draft=True)
    assert not result.refused, result.reason
    assert (
        "456.7" in result.answer and "512,300,000" in llm.prompts[1]
    )  # the refusal's reason, then the verifier
    declined = FakeLLM([{"contains_answer": False, "answer": "", "cited": []}])
    assert answer_question(
        QUESTION, retriever, declined, workdir, k=4, threshold=0.1, second_draft=True
    ).refused
    assert len(declined.prompts) == 1  # the model found no answer: asking again would invite one


def test_a_second_draft_sees_only_pages_naming_what_the_question_names(indexed) -> None:
    retriever, workdir = indexed

    def excerpt(prompt: str, text: str) -> int:
        return next(int(b.partition("]")[0]) for b in prompt.split("[S")[1:] if text in b)

    def reply(prompt: str, schema: dict) -> dict:
        if "An earlier answer was refused" in prompt:
            return {"contains_answer": True, "answer": "1.75% per annum", "cited": [excerpt(prompt, "1.75%")]}
        return {"contains_answer": True, "answer": "$500,000,000", "cited": [excerpt(prompt, "$500,000,000")]}

    llm = answering(reply)
    question = "What Applicable Margin applies to Term SOFR Loans under the Globex credit agreement?"
    result = answer_question(question, retriever, llm, workdir, k=6, threshold=0.1, second_draft=True)
    assert not result.refused and result.answer == "1.75% per annum", result.reason
    assert "aggregate Commitments" in llm.prompts[0], "the first draft sees every hit"
    assert "aggregate Commitments" not in llm.prompts[1], "the second only the pages naming the margin"


def test_figure_printed_in_an_uncited_excerpt_is_cited_by_code(indexed) -> None:
    retriever, workdir = indexed

    def reply(prompt: str, schema: dict) -> dict:
        other = 1 if _cash_excerpt(prompt) != 1 else 2
        return {"contains_answer": True, "answer": "Acme held 456.7.", "cited": [other]}

    result = answer_question(QUESTION, retriever, answering(reply), workdir, k=4, threshold=0.1)
    assert not result.refused, result.reason
    assert [(c.doc_id, c.page) for c in result.citations] == [("acme_10q", 2)]  # the page printing 456.7
    assert "set by code" in result.reason


def test_model_saying_no_answer_is_refused(indexed) -> None:
    retriever, workdir = indexed
    llm = FakeLLM([{"contains_answer": False, "answer": "", "cited": []}])
    result = answer_question("What is Acme's credit rating?", retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "do not contain" in result.reason


def test_low_relevance_refuses_without_calling_the_llm(indexed) -> None:
    retriever, workdir = indexed
    llm = FakeLLM([])
    result = answer_question("Who won the 2022 FIFA World Cup?", retriever, llm, workdir, k=4, threshold=0.99)
    assert result.refused and "close enough" in result.reason and llm.calls == 0


def test_llm_failure_is_a_refusal_not_a_crash(indexed) -> None:
    retriever, workdir = indexed

    def down(prompt: str, schema: dict) -> dict:
        raise LLMUnavailable("model file missing")

    result = answer_question(QUESTION, retriever, FakeLLM(down), workdir, k=4, threshold=0.1)
    assert result.refused and "no usable reply: model file missing" in result.reason


def test_empty_question_is_an_error(indexed) -> None:
    retriever, workdir = indexed
    with pytest.raises(ValueError):
        answer_question("  ", retriever, FakeLLM([]), workdir, threshold=0.1)


def test_figure_about_a_company_the_pages_never_name_is_refused(indexed) -> None:
    retriever, workdir = indexed
    llm = answering(
        lambda p, s: {
            "contains_answer": True,
            "answer": "Globex held $456.7 million.",
            "cited": [_cash_excerpt(p)],
        }
    )
    question = "How much cash did Initrode Holdings hold, per its balance sheet?"
    result = answer_question(question, retriever, llm, workdir, k=6, threshold=0.1)
    assert result.refused and "Initrode" in result.reason


def test_printed_figure_for_a_calculation_is_refused(indexed) -> None:
    """A printed figure that passes every citation check is still no answer to "the ratio of A to B"."""
    retriever, workdir = indexed
    answer = {"contains_answer": True, "answer": "Acme held $456.7 million.", "cited": [1]}
    ratio = "What is Acme Corp's ratio of cash and cash equivalents to net sales?"
    llm = answering(lambda p, s: {**answer, "cited": [_cash_excerpt(p)]})
    result = answer_question(ratio, retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "calculation ('ratio')" in result.reason and not result.citations
    plain = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert not plain.refused, plain.reason  # the same reply to the plain question stands


def test_verifier_saying_unsupported_refuses_with_its_reason(indexed) -> None:
    retriever, workdir = indexed
    llm = answering(
        lambda p, s: {
            "contains_answer": True,
            "answer": "Acme held $456.7 million.",
            "cited": [_cash_excerpt(p)],
        },
        lambda p, s: {"line": 1, "supported": False, "reason": "that line is another company's cash"},
    )
    result = answer_question(QUESTION, retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "another company's cash" in result.reason and not result.citations
    assert llm.calls == 2  # the answer, then one verifier call


def test_figure_of_another_measure_is_refused_before_the_verifier(indexed) -> None:
    """Printed and cited, but under the cash label: no answer to a question about total assets."""
    retriever, workdir = indexed
    llm = answering(
        lambda p, s: {"contains_answer": True, "answer": "$456.7 million.", "cited": [_cash_excerpt(p)]}
    )
    question = "What were Acme Corp's total assets in its balance sheet?"
    result = answer_question(question, retriever, llm, workdir, k=4, threshold=0.1)
    assert result.refused and "total assets" in result.reason
    assert llm.calls == 1  # code refused; the verifier was never asked


def test_chosen_threshold_matches_its_results_file() -> None:
    """The package's default gate-1 threshold is the one evals/refusal_threshold.py chose and wrote."""
    import json

    from ragagent.rag.settings import CHOSEN_THRESHOLD
    from ragagent.workdir import REPO_ROOT

    chosen = json.loads((REPO_ROOT / "evals" / "results" / "refusal_threshold.json").read_text())
    assert chosen["threshold"] == CHOSEN_THRESHOLD


def test_the_asked_periods_column_is_read_by_code_when_the_model_reads_another(tmp_path) -> None:
    """The model cites the right row but the prior year's six-month column: code reads the cell under the
    period asked from the same row and cites that row; a question naming no length gets no such read."""
    from ragagent.pages import Page, save_pages
    from ragagent.rag.index import build_index

    workdir = Workdir.at(tmp_path / "work")
    text = (
        "Globex Stores results ($ in millions)\nThree Months Ended | Six Months Ended\n"
        "July 29, 2023 | July 30, 2022 | July 29, 2023 | July 30, 2022\nRevenue\n"
        "Domestic | $ | 8,890 | $ | 9,569 | $ | 17,691 | $ | 19,463\n"
        "International | 693 | 760 | 1,359 | 1,513\n"
        "Total revenue | $ | 9,583 | $ | 10,329 | $ | 19,050 | $ | 20,976\n"
    )
    meta = {"doc_type": "financial_statement", "company": "Globex Stores", "ticker": ""}
    meta["title"] = "Globex 10-Q"
    pages = [Page(doc_id="globex_10q", page=1, text=text)]
    save_pages(workdir.text_file("globex_10q"), pages)
    build_index(workdir, pages, {"globex_10q": meta}, show_progress=False)
    retriever = Retriever(workdir)
    llm = answering(lambda p, s: {"contains_answer": True, "answer": "$20,976 million", "cited": [1]})
    six_months = "What was Globex Stores' total revenue for the six months ended July 29, 2023?"
    result = answer_question(six_months, retriever, llm, workdir, k=2, threshold=0.0)
    assert not result.refused and result.answer == "19,050", result
    assert "code read 19,050" in result.reason and "Total revenue" in result.citations[0].quote
    undated_length = answer_question(
        "What was Globex Stores' total revenue in 2023?", retriever, llm, workdir, k=2, threshold=0.0
    )
    assert undated_length.refused and "another period" in undated_length.reason
    segment = answering(lambda p, s: {"contains_answer": True, "answer": "1,359", "cited": [1]})
    online = "What was Globex Stores' International online revenue for the three months ended July 29, 2023?"
    unnamed_row = answer_question(online, retriever, segment, workdir, k=2, threshold=0.0)
    assert unnamed_row.refused and "code read" not in unnamed_row.reason  # the row is not what is asked


def test_an_answer_resting_on_a_document_the_question_does_not_name_is_refused(tmp_path) -> None:
    """PepsiCo's return plan asked ("the beverage giant"), answered with MGM's "$2 billion" beside the
    PepsiCo page: the figure the question itself states ($7.7 billion) does not place the answer."""
    from ragagent.pages import Page, save_pages
    from ragagent.rag.answer import answered_outside_scope
    from ragagent.rag.retrieve import Hit

    workdir = Workdir.at(tmp_path / "work")
    texts = {
        "pepsi": "Total cash returns to shareholders of approximately $7.7 billion, comprised of "
        "dividends of $6.7 billion and share repurchases of $1.0 billion.",
        "mgm": "We are authorizing an additional $2 billion for share buybacks.",
    }
    for doc_id, text in texts.items():
        save_pages(workdir.text_file(doc_id), [Page(doc_id=doc_id, page=1, text=text)])
    cited = [
        Hit("pepsi", 1, 0.0, "", "", company="PepsiCo", industry="food snacks beverages"),
        Hit("mgm", 1, 0.0, "", "", company="MGM Resorts", industry="casino gaming"),
    ]
    question = "Of the roughly $7.7 billion the beverage giant plans to return, how much goes to buybacks?"
    wrong = "It plans to return approximately $7.7 billion, with $2 billion earmarked for share buybacks."
    refusal = answered_outside_scope(question, wrong, cited, list(texts.values()), workdir)
    assert refusal == "the answer is printed only in a cited document that the question does not name"
    right = "Share repurchases of $1.0 billion."
    assert answered_outside_scope(question, right, cited, list(texts.values()), workdir) is None
