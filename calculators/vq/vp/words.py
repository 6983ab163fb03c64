"""The texts of ``vq.vp``: the report, the Empire's secret, the messages of the checks across
fields, the aid (numbers from the rules' constants).

Russian follows the site's chapter (``docs/ru/virgin-queen/victory.md``: «ПО», «Османы»,
«карточка державы», «дорожка протестантских областей»); Portuguese its Brazilian edition
(``docs/pt/virgin-queen/victory.md`` and the glossary: «PV», «Otomanos», «carta de potência»,
«trilha de espaços protestantes», “ ” quotes).  Power names come in two forms (``..words``):
``{names}`` / ``{name}`` in the nominative, ``{gens}`` / ``{gen}`` in the genitive («у Испании»,
«da Espanha»); each language takes the one its sentence needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...i18n import Text, by_language, catalog
from ..data import (
    ASSASSINATION_VP,
    NETHERLANDS_KEY_VP,
    STANDARD_VICTORY_VP,
    VALOIS_MARRIAGE_VP,
    VIRGIN_QUEEN_VP_PER_TURN,
)
from ..words import STANDARD_VICTORY_SOURCE

NUMBERS: Final = {
    "netherlands_key_vp": NETHERLANDS_KEY_VP,
    "valois_vp": VALOIS_MARRIAGE_VP,
    "assassination_vp": ASSASSINATION_VP,
    "virgin_queen_vp": VIRGIN_QUEEN_VP_PER_TURN,
}

TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Победные очки держав",
        "power": "Держава",
        "base": "Основные",
        "special": "Особые",
        "bonus": "Призовые",
        "total": "Итого",
        "hidden_cell": "скрыто",
        "table": "Итоги ПО (основные + особые + призовые)",
        "leader_one": "Больше всего ПО у {gens}: {vp}.",
        "leader_many": "Больше всего ПО у {gens}: по {vp}.",
        "leader_hre_hidden": " Итог Империи — без её скрытых ПО.",
        "hre_hidden_note": "Итог Империи показан без ПО с дорожки протестантских областей: тайное религиозное предпочтение ещё не раскрыто («… но только после того, как было раскрыто тайное религиозное предпочтение»).",
        "hre_revealed_note": "Империя раскрыла тайное религиозное предпочтение: ПО с дорожки протестантских областей входят в её итог.",
        # Where the {vp} come from (two secondary sources) is said once, in the help of the
        # domination field (form.py), not in every result.
        "victory": "Стандартная победа — {vp} ПО в конце хода.",
        "victory_reached": " {vp} ПО или больше сейчас у {gens}: победа засчитывается, если так останется в конце хода.",
        "victory_several": " Таких держав несколько: кто из них побеждает, смотрите в своём своде правил.",
        "victory_short": " Лидеру не хватает {n} ПО.",
        # The terms of a domination come from the player's rulebook, as the field's help says.
        "domination_if": "Победа по доминированию (отрыв не меньше {m} ПО от каждой другой державы): ",
        "domination_yes": "сейчас такой отрыв у {gen}.",
        "domination_no": "сейчас такого отрыва нет ни у одной державы.",
        "domination_visible": " Считается по видимым итогам (у Империи без скрытых ПО).",
        # Circumnavigations no reading allows (rules.circumnavigation_flags): counted as ticked.
        "circumnavigation_several_first": "Кругосветное плавание: «первое» отмечено у нескольких держав: {names}. Если «первое» — это первое плавание в игре, то оно одно: проверьте отметки. ПО посчитаны так, как отмечено.",
        "circumnavigation_several_second": "Кругосветное плавание: «второе» отмечено у нескольких держав: {names}. Если «второе» — это второе плавание в игре, то оно одно: проверьте отметки. ПО посчитаны так, как отмечено.",
        "circumnavigation_second_without_first": "Кругосветное плавание: «второе» отмечено ({names}), а «первое» — ни у одной державы. Второе плавание бывает только после первого: проверьте отметки. ПО посчитаны так, как отмечено.",
        # Breakdown lines.
        "caption": "{name}: {vp} ПО",
        "subtotal": "{vp} ПО",
        "caption_hidden": "{name}: {vp} ПО (без скрытых ПО)",
        "card": "основные: последняя открытая ячейка карточки державы — {vp} ПО",
        "outside_netherlands": "основные: строчка «Ключевые области вне Нидерландов» — {vp} ПО",
        "netherlands_keys": "основные: ключевые области в Нидерландах, {n} × {netherlands_key_vp} ПО = {vp} ПО",
        "none": "особые: 0 — Османы не получают особых ПО",
        "track": "особые: дорожка протестантских областей, колонка с флажком {gen} — {vp} ПО",
        "track_hidden": "особые: ПО с дорожки протестантских областей не учитываются, пока Империя не раскрыла тайное религиозное предпочтение",
        "valois": "особые: бракосочетания Валуа, {n} × {valois_vp} ПО = {vp} ПО",
        "no_bonus": "призовые: нет",
        # Nouns that agree with a number.
        "assassination": "убийство|убийства|убийств",
        "turn": "ход|хода|ходов",
        "other": "призовые: другие маркеры ПО — {signed} ПО",
        "assassinations": "призовые: {n} {word} × {assassination_vp} ПО = {signed} ПО",
        "circumnavigation_first": "призовые: первое кругосветное плавание — {signed} ПО",
        "circumnavigation_second": "призовые: второе кругосветное плавание — {signed} ПО",
        "virgin_queen": "призовые: «Королева-девственница», {n} {word} безбрачия × {virgin_queen_vp} ПО = {signed} ПО",
        "suez_canal": "призовые: Суэцкий канал построен — {signed} ПО",
        "slave_trader": "призовые: работорговец — {signed} ПО",
        # A reading, as the page's box says: the seed names no power for Mary Stuart's execution.
        "mary_executed": "призовые: Мария Стюарт Шотландская казнена — {signed} ПО (толкование: глава не называет державу; отмечено у той, о которой договорились игроки)",
        "sum": "итого: {base} + {special} {bonus} = {total} ПО",
        # The Empire's secret.
        "secret": "Только для игрока за Империю: итог после раскрытия тайного предпочтения",
        "secret_caption": "Итог Империи после раскрытия",
        "secret_visible": "видимый итог: {vp} ПО",
        "secret_track": "особые: дорожка протестантских областей, колонка тайного предпочтения — {signed} ПО",
        "secret_total": "итог после раскрытия: {vp} ПО",
        "secret_zero": "В колонке предпочтения Империи сейчас 0 ПО: раскрытие ничего не прибавит.",
        "secret_wins": "После раскрытия у Империи будет {vp} ПО — не меньше порога победы ({need} ПО). Правило велит раскрывать предпочтение именно тогда, когда ПО хватает, чтобы выиграть игру. Победа засчитывается, если так останется в конце хода.",
        "secret_short": "После раскрытия у Империи будет {vp} ПО: до победы ({need} ПО в конце хода) не хватает {short} ПО, так что ради победы раскрывать рано.",
        "secret_others": " Но {need} ПО или больше уже есть у {gens}; кто побеждает, когда таких держав несколько, смотрите в своём своде правил.",
        "secret_no_margin": "Остановит ли раскрытие чужую победу по доминированию, не проверялось: отрыв в поле «Победа по доминированию» не введён.",
        # After «Победа по доминированию (отрыв не меньше {m} ПО …): ».
        "secret_stops": "такой отрыв сейчас у {gen}, но после раскрытия Империя будет отставать от {gen} лишь на {gap} ПО, так что раскрытие остановит эту победу.",
        "secret_not_stops": "такой отрыв сейчас у {gen}, и даже после раскрытия Империя будет отставать от {gen} на {gap} ПО, так что раскрытие эту победу не остановит.",
        "secret_stops_ahead": "такой отрыв сейчас у {gen}, но после раскрытия Империя будет впереди {gen} на {ahead} ПО, так что раскрытие остановит эту победу.",
        "secret_stops_level": "такой отрыв сейчас у {gen}, но после раскрытия у Империи будет столько же ПО, сколько у {gen}, так что раскрытие остановит эту победу.",
        "secret_hre_dominates": "после раскрытия такой отрыв будет у самой Империи.",
        "secret_nobody": "такого отрыва сейчас нет ни у одной другой державы, так что останавливать нечего.",
    },
    pt={
        "title": "Pontos de vitória das potências",
        "power": "Potência",
        "base": "Básicos",
        "special": "Especiais",
        "bonus": "Bônus",
        "total": "Total",
        "hidden_cell": "oculto",
        "table": "Totais de PV (básicos + especiais + bônus)",
        "leader_one": "Na liderança: {names}, com {vp} PV.",
        "leader_many": "Empate na liderança: {names}, com {vp} PV cada.",
        "leader_hre_hidden": " O total do Sacro Império não inclui os PV ocultos.",
        "hre_hidden_note": "O total do Sacro Império aparece sem os PV da trilha de espaços protestantes: a preferência religiosa secreta ainda não foi revelada (“… mas só depois que a preferência religiosa secreta tiver sido revelada”).",
        "hre_revealed_note": "O Sacro Império revelou a preferência religiosa secreta: os PV da trilha de espaços protestantes entram no seu total.",
        "victory": "Vitória padrão: {vp} PV no fim de um turno.",
        "victory_reached": " Com {vp} PV ou mais agora: {names}. A vitória vale se continuar assim no fim do turno.",
        "victory_several": " Há mais de uma potência nessa situação: veja no seu livro de regras quem vence.",
        "victory_short": " Quem lidera ainda precisa de mais {n} PV.",
        "domination_if": "Vitória por dominação (vantagem de pelo menos {m} PV sobre cada uma das outras potências): ",
        "domination_yes": "neste momento, essa vantagem é {gen}.",
        "domination_no": "neste momento, nenhuma potência tem essa vantagem.",
        "domination_visible": " Calculado pelos totais visíveis (o do Sacro Império sem os PV ocultos).",
        "circumnavigation_several_first": "Circum-navegação: a “primeira” está marcada para mais de uma potência: {names}. Se “a primeira” quer dizer a primeira da partida, só existe uma: confira as marcações. Os PV foram contados como estão marcados.",
        "circumnavigation_several_second": "Circum-navegação: a “segunda” está marcada para mais de uma potência: {names}. Se “a segunda” quer dizer a segunda da partida, só existe uma: confira as marcações. Os PV foram contados como estão marcados.",
        "circumnavigation_second_without_first": "Circum-navegação: a “segunda” está marcada ({names}), mas a “primeira” não está marcada para nenhuma potência. Só há segunda depois de uma primeira: confira as marcações. Os PV foram contados como estão marcados.",
        "caption": "{name}: {vp} PV",
        "subtotal": "{vp} PV",
        "caption_hidden": "{name}: {vp} PV (sem os PV ocultos)",
        "card": "básicos: última casa aberta da carta de potência — {vp} PV",
        "outside_netherlands": "básicos: linha “Espaços-chave fora dos Países Baixos” — {vp} PV",
        "netherlands_keys": "básicos: espaços-chave nos Países Baixos, {n} × {netherlands_key_vp} PV = {vp} PV",
        "none": "especiais: 0 — os Otomanos não recebem PV especiais",
        "track": "especiais: trilha de espaços protestantes, coluna com a bandeira {gen} — {vp} PV",
        "track_hidden": "especiais: os PV da trilha de espaços protestantes não contam enquanto o Sacro Império não revelar a preferência religiosa secreta",
        "valois": "especiais: casamentos Valois, {n} × {valois_vp} PV = {vp} PV",
        "no_bonus": "bônus: nenhum",
        "assassination": "assassinato|assassinatos",
        "turn": "turno|turnos",
        "other": "bônus: outros marcadores de PV — {signed} PV",
        "assassinations": "bônus: {n} {word} × {assassination_vp} PV = {signed} PV",
        "circumnavigation_first": "bônus: primeira circum-navegação — {signed} PV",
        "circumnavigation_second": "bônus: segunda circum-navegação — {signed} PV",
        "virgin_queen": "bônus: “Rainha Virgem”, {n} {word} de celibato × {virgin_queen_vp} PV = {signed} PV",
        "suez_canal": "bônus: Canal de Suez construído — {signed} PV",
        "slave_trader": "bônus: traficante de escravos — {signed} PV",
        "mary_executed": "bônus: Maria Stuart, rainha da Escócia, executada — {signed} PV (leitura: o capítulo não indica a potência; marcado para a que os jogadores combinaram)",
        "sum": "total: {base} + {special} {bonus} = {total} PV",
        "secret": "Só para o jogador do Sacro Império: o total depois de revelar a preferência secreta",
        "secret_caption": "Total do Sacro Império depois da revelação",
        "secret_visible": "total visível: {vp} PV",
        "secret_track": "especiais: trilha de espaços protestantes, coluna da preferência secreta — {signed} PV",
        "secret_total": "total depois da revelação: {vp} PV",
        "secret_zero": "A coluna da preferência do Sacro Império dá 0 PV agora: revelar não acrescenta nada.",
        "secret_wins": "Depois de revelar, o Sacro Império terá {vp} PV — pelo menos o limite da vitória ({need} PV). A regra manda revelar a preferência justamente quando os PV bastam para vencer o jogo. A vitória vale se continuar assim no fim do turno.",
        "secret_short": "Depois de revelar, o Sacro Império terá {vp} PV: {short} PV a menos que o necessário para a vitória ({need} PV no fim de um turno); para vencer, ainda é cedo para revelar.",
        "secret_others": " Mas há quem já tenha {need} PV ou mais: {names}; veja no seu livro de regras quem vence quando há mais de uma potência nessa situação.",
        "secret_no_margin": "Não foi verificado se revelar impede a vitória de outra potência por dominação: nenhuma vantagem foi informada no campo “Vitória por dominação”.",
        "secret_stops": "neste momento, essa vantagem é {gen}, mas, depois de revelar, o Sacro Império ficará apenas {gap} PV atrás {gen}; assim, a revelação impede essa vitória.",
        "secret_not_stops": "neste momento, essa vantagem é {gen} e, mesmo depois de revelar, o Sacro Império ficará {gap} PV atrás {gen}; assim, a revelação não impede essa vitória.",
        "secret_stops_ahead": "neste momento, essa vantagem é {gen}, mas, depois de revelar, o Sacro Império ficará {ahead} PV à frente {gen}; assim, a revelação impede essa vitória.",
        "secret_stops_level": "neste momento, essa vantagem é {gen}, mas, depois de revelar, o Sacro Império ficará com o mesmo número de PV {gen}; assim, a revelação impede essa vitória.",
        "secret_hre_dominates": "depois de revelar, essa vantagem será do próprio Sacro Império.",
        "secret_nobody": "neste momento, nenhuma outra potência tem essa vantagem; não há o que impedir.",
    },
    en={
        "title": "Victory points of the powers",
        "power": "Power",
        "base": "Base",
        "special": "Special",
        "bonus": "Bonus",
        "total": "Total",
        "hidden_cell": "hidden",
        "table": "VP totals (base + special + bonus)",
        "leader_one": "Most VP: {names}, with {vp}.",
        "leader_many": "Most VP: {names}, with {vp} each.",
        "leader_hre_hidden": " The Empire's total leaves out its hidden VP.",
        "hre_hidden_note": "The Empire's total leaves out its Protestant Spaces VP: its secret preference is not revealed yet.",
        "hre_revealed_note": "The Empire has revealed its preference: its Protestant Spaces VP are in its total.",
        "victory": "Standard victory: {vp} VP at the end of a turn.",
        "victory_reached": " {vp} VP or more now: {names}. It wins if that still holds at the end of the turn.",
        "victory_several": " Several powers qualify: see your rulebook for who wins.",
        "victory_short": " The leader is {n} VP short.",
        "domination_if": "Domination victory (a lead of at least {m} VP over every other power): ",
        "domination_yes": "{name} has such a lead now.",
        "domination_no": "no power has such a lead now.",
        "domination_visible": " By the visible totals (the Empire's without hidden VP).",
        "circumnavigation_several_first": "Circumnavigation: 'the first' is ticked for several powers: {names}. If the first is the game's first, there is one; check the ticks. The VP are counted as ticked.",
        "circumnavigation_several_second": "Circumnavigation: 'the second' is ticked for several powers: {names}. If the second is the game's second, there is one; check the ticks. The VP are counted as ticked.",
        "circumnavigation_second_without_first": "Circumnavigation: 'the second' is ticked ({names}) but 'the first' for no power. A second comes only after a first; check the ticks. The VP are counted as ticked.",
        "caption": "{name}: {vp} VP",
        "subtotal": "{vp} VP",
        "caption_hidden": "{name}: {vp} VP (without hidden VP)",
        "card": "base: the last open box of the power card, {vp} VP",
        "outside_netherlands": "base: the row 'Keys outside the Netherlands', {vp} VP",
        "netherlands_keys": "base: keys in the Netherlands, {n} × {netherlands_key_vp} VP = {vp} VP",
        "none": "special: 0, the Ottomans get no special VP",
        "track": "special: the Protestant Spaces track, {gen}'s column, {vp} VP",
        "track_hidden": "special: the Protestant Spaces VP do not count until the Empire reveals its secret preference",
        "valois": "special: Valois marriages, {n} × {valois_vp} VP = {vp} VP",
        "no_bonus": "bonus: none",
        "assassination": "assassination|assassinations",
        "turn": "turn|turns",
        "other": "bonus: other VP markers, {signed} VP",
        "assassinations": "bonus: {n} {word} × {assassination_vp} VP = {signed} VP",
        "circumnavigation_first": "bonus: first circumnavigation, {signed} VP",
        "circumnavigation_second": "bonus: second circumnavigation, {signed} VP",
        "virgin_queen": "bonus: Virgin Queen, {n} {word} of celibacy × {virgin_queen_vp} VP = {signed} VP",
        "suez_canal": "bonus: Suez Canal built, {signed} VP",
        "slave_trader": "bonus: Slave Trader, {signed} VP",
        "mary_executed": "bonus: Mary Queen of Scots executed, {signed} VP (a reading: the chapter names no power; ticked for the one the players agreed on)",
        "sum": "total: {base} + {special} {bonus} = {total} VP",
        "secret": "For the Empire's player only: the total once the secret preference is revealed",
        "secret_caption": "The Empire's total once revealed",
        "secret_visible": "visible total: {vp} VP",
        "secret_track": "special: the Protestant Spaces track, the secret preference's column, {signed} VP",
        "secret_total": "total once revealed: {vp} VP",
        "secret_zero": "The preference's column gives 0 VP now: revealing adds nothing.",
        "secret_wins": "Once revealed the Empire has {vp} VP, at least the {need} needed to win: the rule has it reveal exactly then. It wins if that still holds at the end of the turn.",
        "secret_short": "Once revealed the Empire has {vp} VP: {short} short of a win ({need} VP at the end of a turn).",
        "secret_others": " {need} VP or more already: {names}; see your rulebook for several such powers.",
        "secret_no_margin": "Whether revealing stops a domination was not checked: no lead is entered in the domination field.",
        "secret_stops": "{name} has such a lead now, but once revealed the Empire is only {gap} behind: revealing stops it.",
        "secret_not_stops": "{name} has such a lead now, and even once revealed the Empire is {gap} behind: revealing does not stop it.",
        "secret_stops_ahead": "{name} has such a lead now, but once revealed the Empire is {ahead} ahead: revealing stops it.",
        "secret_stops_level": "{name} has such a lead now, but once revealed the Empire is level with it: revealing stops it.",
        "secret_hre_dominates": "once revealed, the Empire itself has such a lead.",
        "secret_nobody": "no other power has such a lead now: nothing to stop.",
    },
)

# The help of the domination field: the one place that says where the standard victory's VP come
# from and asks for the domination's terms (issue 16); the results apply them without repeating it.
DOMINATION_HELP: Final[Text] = {
    "ru": f"Порог стандартной победы — {STANDARD_VICTORY_VP}\u00a0ПО в конце хода — в тексте правил "
    f"выше не приведён: он взят из двух вторичных источников ({STANDARD_VICTORY_SOURCE['ru']}). "
    "Победа по доминированию там упомянута без условий: введите отрыв из своего свода правил "
    "(там же проверьте, с какого хода она действует). Калькулятор проверяет, опережает ли "
    "держава каждую другую не меньше чем на это число ПО.",
    "pt": f"O limite da vitória padrão — {STANDARD_VICTORY_VP}\u00a0PV no fim de um turno — não está no "
    f"texto das regras acima: vem de duas fontes secundárias ({STANDARD_VICTORY_SOURCE['pt']}). A "
    "vitória por dominação é mencionada ali sem as condições: informe a vantagem exigida pelo seu "
    "livro de regras (e confira nele a partir de que turno ela vale). A calculadora verifica se "
    "uma potência está à frente de cada uma das outras por pelo menos esse número de PV.",
    "en": f"The standard victory's {STANDARD_VICTORY_VP} VP at the end of a turn are not in the rules "
    f"above: they come from two secondary sources ({STANDARD_VICTORY_SOURCE['en']}). The rules mention "
    "a domination victory without its terms: enter the lead your rulebook requires (and check "
    "there from which turn it applies). The calculator checks whether a power leads every other "
    "by at least this many VP.",
}

# Inputs no game can hold (checks across fields, in ``form.py``).
MESSAGES: Final[Mapping[str, Text]] = by_language(
    ru={
        "one_canal": "канал один: его ПО получает только одна держава (отмечен у держав: {names})",
        "one_execution": "казнь одна: её отмечают только у одной державы — той, о которой договорились игроки (отмечено у держав: {names})",
    },
    pt={
        "one_canal": "o canal é um só: os PV dele vão para uma única potência (marcado para: {names})",
        "one_execution": "a execução é uma só: marque-a para uma única potência, a que os jogadores combinarem (marcada para: {names})",
    },
    en={
        "one_canal": "there is one canal: only one power scores it (ticked for: {names})",
        "one_execution": "there is one execution: tick it for the one power the players agree on (ticked for: {names})",
    },
)


AID_TEXT: Final[Mapping[str, Text]] = by_language(
    ru={
        "title": "Бланк подсчёта ПО",
        "caption": "Итог ПО каждой державы в конце хода",
        "turn": "Ход",
        # The turn's number is written in by hand.
        "blank_turn": "Ход ___",
        "hre": "Империя: пока тайное религиозное предпочтение не раскрыто, её итог записывается без особых ПО с дорожки протестантских областей.",
        "bonus_caption": "Призовые ПО с постоянным значением",
        "item": "Призовые",
        "vp": "ПО",
        "assassination": "Убийство [Assassination], за каждое",
        "circumnavigation_first": "Кругосветное плавание [Circumnavigation], первое",
        "circumnavigation_second": "Кругосветное плавание [Circumnavigation], второе",
        "virgin_queen": "«Королева-девственница» [Virgin Queen], за каждый ход безбрачия",
        "suez_canal": "Суэцкий канал [Suez Canal] построен",
        "slave_trader": "Работорговец [Slave Trader]",
        "mary_executed": "Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed]",
    },
    pt={
        "title": "Folha de contagem de PV",
        "caption": "Total de PV de cada potência no fim do turno",
        "turn": "Turno",
        "blank_turn": "Turno ___",
        "hre": "Sacro Império: enquanto a preferência religiosa secreta não for revelada, anote o total dele sem os PV especiais da trilha de espaços protestantes.",
        "bonus_caption": "PV de bônus de valor fixo",
        "item": "Bônus",
        "vp": "PV",
        "assassination": "Assassinato [Assassination], cada um",
        "circumnavigation_first": "Circum-navegação [Circumnavigation], a primeira",
        "circumnavigation_second": "Circum-navegação [Circumnavigation], a segunda",
        "virgin_queen": "“Rainha Virgem” [Virgin Queen], cada turno de celibato",
        "suez_canal": "Canal de Suez [Suez Canal] construído",
        "slave_trader": "Traficante de escravos [Slave Trader]",
        "mary_executed": "Maria Stuart, rainha da Escócia, executada [Mary Queen of Scots Executed]",
    },
    en={
        "title": "VP score sheet",
        "caption": "Each power's VP total at the end of a turn",
        "turn": "Turn",
        "blank_turn": "Turn ___",
        "hre": "Empire: until its secret religious preference is revealed, write its total without the Protestant Spaces VP.",
        "bonus_caption": "Bonus VP of fixed value",
        "item": "Bonus",
        "vp": "VP",
        "assassination": "Assassination, each",
        "circumnavigation_first": "Circumnavigation, the first",
        "circumnavigation_second": "Circumnavigation, the second",
        "virgin_queen": "Virgin Queen, each turn of celibacy",
        "suez_canal": "Suez Canal built",
        "slave_trader": "Slave Trader",
        "mary_executed": "Mary Queen of Scots executed",
    },
)


words = catalog(TEXT, NUMBERS)
aid_words = catalog(AID_TEXT, NUMBERS)
