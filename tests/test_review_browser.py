"""A reviewer clears a queue item in real Chromium: queue, item, highlight, refusal, corrections, confirm."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from browser import CHROMIUM, VIEWPORT, launch_chromium, serve_app
from test_review_support import DOC_ID, make_queue_item, read_json

from ragagent.audit import AuditLog
from ragagent.workdir import Workdir

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (scripts/setup.sh --test)"),
]


@pytest.fixture
def server(workdir: Workdir) -> Iterator[str]:
    make_queue_item(workdir)
    with serve_app(workdir, start_timeout_s=20) as base:
        yield base


def _select(page, field: str) -> None:  # noqa: ANN001 - playwright Page
    page.click(f'li.field[data-field="{field}"] .fname')
    page.wait_for_selector(f'li.field.selected[data-field="{field}"]')


def test_reviewer_clears_an_item_in_the_browser(server: str, workdir: Workdir) -> None:
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as pw:
        browser = launch_chromium(pw)
        page = browser.new_page(viewport=VIEWPORT)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))

        page.goto(f"{server}/review")
        row = page.locator("table.items tbody tr")
        expect(row).to_have_count(1)
        expect(row).to_contain_text(DOC_ID)
        expect(row).to_contain_text("Ship To")
        page.fill("#reviewer", "ann")
        page.dispatch_event("#reviewer", "change")
        page.click(f"text={DOC_ID}")

        # the first field needing review is selected and its quote highlighted on the page image
        expect(page.locator("li.field.selected")).to_have_attribute("data-field", "bill_to")
        expect(page.locator("#hl-label")).to_contain_text("quote highlighted (4 words)")
        assert page.eval_on_selector("#page-img", "img => img.naturalWidth") > 500

        # j/k move between fields
        page.keyboard.press("j")
        expect(page.locator("li.field.selected")).to_have_attribute("data-field", "currency")
        page.keyboard.press("k")
        expect(page.locator("li.field.selected")).to_have_attribute("data-field", "bill_to")

        # total's quote is not on the page: accepting it is refused with the reason
        _select(page, "total")
        expect(page.locator("#hl-label")).to_contain_text("quote not found on this page")
        page.keyboard.press("a")
        refusal = page.locator('li.field[data-field="total"] .refusal')
        expect(refusal).to_be_visible()
        expect(refusal).to_contain_text("quote not found")

        # correct it with evidence, from the keyboard
        page.keyboard.press("Escape")
        page.keyboard.press("c")
        form = page.locator('li.field[data-field="total"] form.decide')
        form.locator("[name=printed]").fill("$127.50")
        form.locator("[name=quote]").fill("Total: | $127.50")
        form.locator("[name=page]").fill("1")
        form.locator("[data-act=preview]").click()
        expect(page.locator("#hl-label")).to_contain_text("quote highlighted (2 words)")
        form.locator("[name=comment]").fill("misread 127 as 172")
        form.locator("[name=comment]").press("Enter")
        total = page.locator('li.field[data-field="total"]')
        expect(total.locator(".chip")).to_have_text("corrected")
        expect(total.locator(".fvalue")).to_contain_text("127.5")

        # bill_to: the Bill To party, not the Ship To one
        _select(page, "bill_to")
        page.keyboard.press("c")
        form = page.locator('li.field[data-field="bill_to"] form.decide')
        form.locator("[name=printed]").fill("Taylor Riddel")
        form.locator("[name=quote]").fill("Bill To: | Ship To:\nPayment Terms: | Net 30 days\nTaylor Riddel")
        form.locator("button[type=submit]").click()
        expect(page.locator('li.field[data-field="bill_to"] .chip')).to_have_text("corrected")

        page.click("#confirm")
        page.wait_for_url(f"{server}/review")
        expect(page.locator("p.empty")).to_contain_text("Nothing waiting for review")
        assert errors == []
        browser.close()

    assert not workdir.review_file(DOC_ID).exists()
    reviewed = read_json(workdir.reviewed_dir / f"{DOC_ID}.json")
    assert reviewed["status"] == "ok" and reviewed["review"]["confirmed_by"] == "ann"
    prediction = read_json(workdir.prediction_file(DOC_ID))
    assert prediction["fields"]["total"]["value"] == 127.5
    assert prediction["fields"]["bill_to"]["value"] == "Taylor Riddel"
    records = AuditLog(workdir.audit_log).records()
    assert [(r["action"], r.get("field")) for r in records] == [
        ("review.correct", "total"),
        ("review.correct", "bill_to"),
        ("review.confirm", None),
    ]
    assert records[0]["comment"] == "misread 127 as 172" and all(r["actor"] == "ann" for r in records)
    assert AuditLog(workdir.audit_log).verify().ok
