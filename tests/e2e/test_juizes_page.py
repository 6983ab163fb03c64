"""Juízes in Chromium: the Portuguese page with the income and victory calculators.

Expected numbers are worked out by hand from seed 003 («Quanto rende cada assentamento»,
«Os pontos de vitória», «As quatro formas de terminar»).
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.helpers import LIVE, calc

PAGE = "/pt/juizes/renda-e-vitoria/"


def test_income_opens_on_the_chapter_example_then_adds_a_settlement(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{PAGE}")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    root = calc(page, "juizes.income")
    summary = root.locator(".calc-result__summary")
    # «Total: 7 moedas», already in the HTML before Python loads.
    expect(summary).to_have_text("Você recebe 7 moedas: saldo 4 → 11.")
    expect(root.locator(".calc-result__lines").first).to_contain_text("Cidade em Região A: 2 + 2 × 2 = 6")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    rows = root.locator('[data-rows="settlements"]')
    rows.locator('[data-action="add-row"]').click()
    expect(rows.locator("[data-row]")).to_have_count(4)
    root.locator('[name="settlements.3.region"]').fill("Região C")
    root.locator('[name="settlements.3.kind"]').select_option("city")
    root.locator('[name="settlements.3.developments"]').fill("1")
    root.locator('[name="settlements.3.plenty"]').check()
    root.locator('[name="settlements.3.holder"]').fill("Você")
    # A city with 1 development and Fartura: 2 + 1 × 2 + 1 = 5; 7 + 5 = 12.
    expect(summary).to_have_text("Você recebe 12 moedas: saldo 4 → 16.")
    expect(root.locator(".calc-result__lines").first).to_contain_text(
        "Cidade em Região C: 2 + 1 × 2 + 1 (Fartura) = 5"
    )
    expect(root).to_have_attribute("data-calc-state", "ready")


def test_income_holder_who_is_not_a_player_is_marked_beside_the_field(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    before = root.locator(".calc-result__summary").inner_text()
    field = root.locator('[name="settlements.1.holder"]')
    field.fill("Caio")
    error = root.locator('[data-error-for="settlements.1.holder"]')
    expect(error).to_contain_text("“Caio” não é um jogador")
    expect(root).to_have_attribute("data-calc-state", "invalid")
    expect(root.locator(".calc-result__summary")).to_have_text(before)
    field.fill("cananeus")
    expect(error).to_be_hidden()
    # The village in Região A now earns nobody anything: 6 + 0 = 6.
    expect(root.locator(".calc-result__summary")).to_have_text("Você recebe 6 moedas: saldo 4 → 10.")


def test_income_tax_preset(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, "juizes.income")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[data-action="preset"][data-preset="tax"]').click()
    # Região A taxed by Bia: 2 × (5 + 1 + 1 + 0) = 14, her village in Região B 1, dowry 6.
    expect(root.locator(".calc-result__summary")).to_contain_text("Bia +21 (saldo 21)")
    expect(root.locator("[data-calc-result]")).to_contain_text(
        "Imposto em Região A: 2 × (5 + 1 + 1 + 0) = 14"
    )


def test_victory_check_turns_a_tie_into_a_shared_victory(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, "juizes.victory")
    summary = root.locator(".calc-result__summary")
    # Default: Ana (free + captive judge + King) and Bia (2 free judges + Ark) both at 3;
    # Ana has 7 settlements, Bia 5.
    expect(summary).to_contain_text("Ana vence")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    root.locator('[name="players.1.settlements"]').fill("7")
    # «se o empate persistir mesmo assim, a vitória é compartilhada»
    expect(summary).to_contain_text("vitória compartilhada entre Ana e Bia")
    # «Um título vago ... não vale ponto algum»: one of Bia's free judges dies, she drops to 2.
    root.locator('[name="players.1.judge_titles.free"]').fill("1")
    root.locator('[name="players.1.judge_titles.vacant"]').fill("2")
    expect(summary).to_have_text("Fim de jogo: Ana vence com 3 pontos.")
