"""Juízes in Chromium: the Portuguese page with the income and victory calculators, and the
Russian edition of the page when the site has it (docs/ru/juizes/renda-e-vitoria.md).

Expected numbers are worked out by hand from seed 003 («Quanto rende cada assentamento»,
«Os pontos de vitória», «As quatro formas de terminar»).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.helpers import LIVE, calc, open_live, open_prerendered, refused_beside_the_field
from tests.e2e.site import DOCS

PAGE = "/pt/juizes/renda-e-vitoria/"
RU_PAGE = "/juizes/renda-e-vitoria/"
russian_page = pytest.mark.skipif(
    not (DOCS / "ru" / "juizes" / "renda-e-vitoria.md").is_file(),
    reason="the Russian edition of the Juízes page is not in this site's docs",
)


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
    field, error = refused_beside_the_field(
        page, f"{site_url}{PAGE}", "juizes.income", "settlements.1.holder", "Caio", "“Caio” não é um jogador"
    )
    field.fill("cananeus")
    expect(error).to_be_hidden()
    # The village in Região A now earns nobody anything: 6 + 0 = 6.
    expect(calc(page, "juizes.income").locator(".calc-result__summary")).to_have_text(
        "Você recebe 6 moedas: saldo 4 → 10."
    )


def test_income_tax_preset(page: Page, site_url: str) -> None:
    [root] = open_live(page, f"{site_url}{PAGE}", "juizes.income")
    root.locator('[data-action="preset"][data-preset="tax"]').click()
    # Região A taxed by Bia: 2 × (5 + 1 + 1 + 0) = 14, her village in Região B 1, dowry 6.
    expect(root.locator(".calc-result__summary")).to_contain_text("Bia +21 (saldo 21)")
    expect(root.locator("[data-calc-result]")).to_contain_text(
        "Imposto em Região A: 2 × (5 + 1 + 1 + 0) = 14"
    )


def test_victory_check_turns_a_tie_into_a_shared_victory(page: Page, site_url: str) -> None:
    # Default: Ana (free + captive judge + King) and Bia (2 free judges + Ark) both at 3;
    # Ana has 7 settlements, Bia 5.
    root, summary = open_prerendered(page, f"{site_url}{PAGE}", "juizes.victory", "Ana vence")
    root.locator('[name="players.1.settlements"]').fill("7")
    # «se o empate persistir mesmo assim, a vitória é compartilhada»
    expect(summary).to_contain_text("vitória compartilhada entre Ana e Bia")
    # «Um título vago ... não vale ponto algum»: one of Bia's free judges dies, she drops to 2.
    root.locator('[name="players.1.judge_titles.free"]').fill("1")
    root.locator('[name="players.1.judge_titles.vacant"]').fill("2")
    expect(summary).to_have_text("Fim de jogo: Ana vence com 3 pontos.")


def test_income_refuses_a_developed_village_beside_the_field(page: Page, site_url: str) -> None:
    # «| Cada desenvolvimento nela | +2 moedas |» follows «| Cidade (capital de juiz) |».
    [root] = open_live(page, f"{site_url}{PAGE}", "juizes.income")
    root.locator('[name="settlements.0.kind"]').select_option("village")
    error = root.locator('[data-error-for="settlements.0.developments"]')
    expect(error).to_have_text("só a Cidade pode ser desenvolvida: numa Vila, deixe 0")
    expect(root).to_have_attribute("data-calc-state", "invalid")
    root.locator('[name="settlements.0.developments"]').fill("0")
    expect(error).to_be_hidden()
    # Three villages, one with Fome: 1 + 1 + 0 = 2.
    expect(root.locator(".calc-result__summary")).to_have_text("Você recebe 2 moedas: saldo 4 → 6.")


def test_victory_opens_with_no_regions_and_checks_the_collapse_once_they_are_counted(
    page: Page, site_url: str
) -> None:
    page.goto(f"{site_url}{PAGE}")
    root = calc(page, "juizes.victory")
    rows = root.locator('[data-rows="regions"]')
    expect(rows.locator("[data-row]")).to_have_count(0)
    result = root.locator("[data-calc-result]")
    expect(result).to_contain_text("O colapso das regiões não foi checado: nenhuma região informada.")
    expect(root).to_have_attribute("data-calc-state", "ready", timeout=LIVE)
    # Nobody at 3 points: the game goes on unless the regions collapsed.
    root.locator('[name="players.0.king"]').uncheck()
    root.locator('[name="players.1.tabernacle"]').uncheck()
    summary = root.locator(".calc-result__summary")
    expect(summary).to_contain_text("o colapso das regiões não foi checado: nenhuma região informada")
    for i, (name, standing) in enumerate((("Judá", "4"), ("Efraim", "4"), ("Benjamim", ""))):
        rows.locator('[data-action="add-row"]').click()
        root.locator(f'[name="regions.{i}.region"]').fill(name)
        root.locator(f'[name="regions.{i}.standing"]').fill(standing)
    # A count left blank is not 0: the collapse is still not checked.
    expect(summary).to_contain_text("falta a contagem de Benjamim")
    # «Restam menos de 3 regiões capazes de sustentar um juiz»: Benjamim has 3 standing.
    root.locator('[name="regions.2.standing"]').fill("3")
    expect(summary).to_contain_text("Fim de jogo sem vencedor: colapso das regiões.")
    expect(root.locator("table.calc-table").first).to_contain_text("perde")


def test_a_second_ark_is_refused_on_the_box_just_ticked(page: Page, site_url: str) -> None:
    """«enquanto o general que carrega a Arca estiver sobre o hexágono dele»: one Ark.  The page
    opens with Bia's general on the Tabernacle; ticking Ana's box (the row above) marked only
    Bia's, a box the player had not touched (stop 37's audit)."""
    (root,) = open_live(page, f"{site_url}{PAGE}", "juizes.victory")
    before = root.locator(".calc-result__summary").inner_text()
    ticked = root.locator('[name="players.0.tabernacle"]')
    ticked.check()
    expect(ticked).to_have_attribute("aria-invalid", "true")
    expect(root.locator('[data-error-for="players.0.tabernacle"]')).to_have_text(
        "a Arca sobre o Tabernáculo também está marcada para: Bia — só existe uma Arca"
    )
    expect(root.locator('[data-error-for="players.1.tabernacle"]')).to_have_text(
        "a Arca sobre o Tabernáculo também está marcada para: Ana — só existe uma Arca"
    )
    expect(root).to_have_attribute("data-calc-state", "invalid")
    expect(root.locator(".calc-result__summary")).to_have_text(before)
    # Bia's general left the Tabernacle: Ana's Ark stands, nothing is marked.
    root.locator('[name="players.1.tabernacle"]').uncheck()
    expect(root).to_have_attribute("data-calc-state", "ready")
    expect(ticked).not_to_have_attribute("aria-invalid", "true")
    expect(root.locator('[data-error-for="players.0.tabernacle"]')).to_have_text("")


def test_a_name_typed_twice_is_marked_where_it_was_typed(page: Page, site_url: str) -> None:
    """Typing «Bia» over Ana's name marked only the row below, Bia's own (stop 38's audit)."""
    (root,) = open_live(page, f"{site_url}{PAGE}", "juizes.victory")
    name = root.locator('[name="players.0.name"]')
    name.fill("Bia")
    expect(root.locator('[data-error-for="players.0.name"]')).to_have_text("“Bia” aparece duas vezes")
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(root.locator('[data-error-for="players.1.name"]')).to_have_text("“Bia” aparece duas vezes")
    name.fill("Beatriz")
    expect(root).to_have_attribute("data-calc-state", "ready")
    expect(name).not_to_have_attribute("aria-invalid", "true")


@russian_page
def test_russian_income_opens_on_the_chapter_example_and_loads_the_tax_example(
    page: Page, site_url: str
) -> None:
    # «Итого: 7 монет»
    summary_text = "Вы: доход 7 монет, остаток 4 → 11."
    root, summary = open_prerendered(page, f"{site_url}{RU_PAGE}", "juizes.income", summary_text, exact=True)
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    root.locator('[data-action="preset"][data-preset="tax"]').click()
    expect(root.locator('[name="players.1.name"]')).to_have_value("Вера")
    # Регион А under Вера's Налог: 2 × (5 + 1 + 1 + 0) = 14, her village in Регион Б 1, capital 6.
    expect(summary).to_contain_text("Вера +21 (остаток 21)")
    expect(root.locator("[data-calc-result]")).to_contain_text("Налог (Регион А): 2 × (5 + 1 + 1 + 0) = 14")
    root.locator('[name="settlements.0.holder"]').fill("Глеб")
    error = root.locator('[data-error-for="settlements.0.holder"]')
    expect(error).to_have_text("«Глеб» — не игрок: укажите имя из таблицы игроков или «ханаанеи»")


@russian_page
def test_russian_victory_check(page: Page, site_url: str) -> None:
    root, summary = open_prerendered(page, f"{site_url}{RU_PAGE}", "juizes.victory", "Анна побеждает")
    root.locator('[name="players.1.settlements"]').fill("7")
    # «А если ничья сохраняется и тогда, победа делится»
    expect(summary).to_contain_text(
        "Конец игры: победа делится — Анна и Вера; у каждого 3 очка и 7 поселений."
    )
