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

from ...i18n import Catalog, Text
from ..data import ASSASSINATION_VP, NETHERLANDS_KEY_VP, VALOIS_MARRIAGE_VP, VIRGIN_QUEEN_VP_PER_TURN

NUMBERS: Final = {
    "netherlands_key_vp": NETHERLANDS_KEY_VP,
    "valois_vp": VALOIS_MARRIAGE_VP,
    "assassination_vp": ASSASSINATION_VP,
    "virgin_queen_vp": VIRGIN_QUEEN_VP_PER_TURN,
}

TEXT: Mapping[str, Text] = {
    "title": {
        "ru": "Победные очки держав",
        "pt": "Pontos de vitória das potências",
        "en": "Victory points of the powers",
    },
    "power": {"ru": "Держава", "pt": "Potência", "en": "Power"},
    "base": {"ru": "Основные", "pt": "Básicos", "en": "Base"},
    "special": {"ru": "Особые", "pt": "Especiais", "en": "Special"},
    "bonus": {"ru": "Призовые", "pt": "Bônus", "en": "Bonus"},
    "total": {"ru": "Итого", "pt": "Total", "en": "Total"},
    "hidden_cell": {"ru": "скрыто", "pt": "oculto", "en": "hidden"},
    "table": {
        "ru": "Итоги ПО (основные + особые + призовые)",
        "pt": "Totais de PV (básicos + especiais + bônus)",
        "en": "VP totals (base + special + bonus)",
    },
    "leader_one": {
        "ru": "Больше всего ПО у {gens}: {vp}.",
        "pt": "Na liderança: {names}, com {vp} PV.",
        "en": "Most VP: {names}, with {vp}.",
    },
    "leader_many": {
        "ru": "Больше всего ПО у {gens}: по {vp}.",
        "pt": "Empate na liderança: {names}, com {vp} PV cada.",
        "en": "Most VP: {names}, with {vp} each.",
    },
    "leader_hre_hidden": {
        "ru": " Итог Империи — без её скрытых ПО.",
        "pt": " O total do Sacro Império não inclui os PV ocultos.",
        "en": " The Empire's total leaves out its hidden VP.",
    },
    "hre_hidden_note": {
        "ru": (
            "Итог Империи показан без ПО с дорожки протестантских областей: тайное религиозное "
            "предпочтение ещё не раскрыто («... но только после того, как было раскрыто тайное "
            "религиозное предпочтение»)."
        ),
        "pt": (
            "O total do Sacro Império aparece sem os PV da trilha de espaços protestantes: a "
            "preferência religiosa secreta ainda não foi revelada (“... mas só depois que a "
            "preferência religiosa secreta tiver sido revelada”)."
        ),
        "en": "The Empire's total leaves out its Protestant Spaces VP: its secret preference is not revealed yet.",
    },
    "hre_revealed_note": {
        "ru": "Империя раскрыла тайное религиозное предпочтение: ПО с дорожки протестантских областей входят в её итог.",
        "pt": (
            "O Sacro Império revelou a preferência religiosa secreta: os PV da trilha de espaços "
            "protestantes entram no seu total."
        ),
        "en": "The Empire has revealed its preference: its Protestant Spaces VP are in its total.",
    },
    # Where the {vp} come from (two secondary sources) is said once, in the help of the
    # domination field (form.py), not in every result.
    "victory": {
        "ru": "Стандартная победа — {vp} ПО в конце хода.",
        "pt": "Vitória padrão: {vp} PV no fim de um turno.",
        "en": "Standard victory: {vp} VP at the end of a turn.",
    },
    "victory_reached": {
        "ru": " {vp} ПО или больше сейчас у {gens}: победа засчитывается, если так останется в конце хода.",
        "pt": " Com {vp} PV ou mais agora: {names}. A vitória vale se continuar assim no fim do turno.",
        "en": " {vp} VP or more now: {names}. It wins if that still holds at the end of the turn.",
    },
    "victory_several": {
        "ru": " Таких держав несколько: кто из них побеждает, смотрите в своём своде правил.",
        "pt": " Há mais de uma potência nessa situação: veja no seu livro de regras quem vence.",
        "en": " Several powers qualify: see your rulebook for who wins.",
    },
    "victory_short": {
        "ru": " Лидеру не хватает {n} ПО.",
        "pt": " Quem lidera ainda precisa de mais {n} PV.",
        "en": " The leader is {n} VP short.",
    },
    # The terms of a domination come from the player's rulebook, as the field's help says.
    "domination_if": {
        "ru": "Победа по доминированию (отрыв не меньше {m} ПО от каждой другой державы): ",
        "pt": "Vitória por dominação (vantagem de pelo menos {m} PV sobre cada uma das outras potências): ",
        "en": "Domination victory (a lead of at least {m} VP over every other power): ",
    },
    "domination_yes": {
        "ru": "сейчас такой отрыв у {gen}.",
        "pt": "neste momento, essa vantagem é {gen}.",
        "en": "{name} has such a lead now.",
    },
    "domination_no": {
        "ru": "сейчас такого отрыва нет ни у одной державы.",
        "pt": "neste momento, nenhuma potência tem essa vantagem.",
        "en": "no power has such a lead now.",
    },
    "domination_visible": {
        "ru": " Считается по видимым итогам (у Империи без скрытых ПО).",
        "pt": " Calculado pelos totais visíveis (o do Sacro Império sem os PV ocultos).",
        "en": " By the visible totals (the Empire's without hidden VP).",
    },
    # Circumnavigations no reading allows (rules.circumnavigation_flags): counted as ticked.
    "circumnavigation_several_first": {
        "ru": (
            "Кругосветное плавание: «первое» отмечено у нескольких держав: {names}. Если «первое» — "
            "это первое плавание в игре, то оно одно: проверьте отметки. ПО посчитаны так, как отмечено."
        ),
        "pt": (
            "Circum-navegação: a “primeira” está marcada para mais de uma potência: {names}. Se “a "
            "primeira” quer dizer a primeira da partida, só existe uma: confira as marcações. Os PV "
            "foram contados como estão marcados."
        ),
        "en": (
            "Circumnavigation: 'the first' is ticked for several powers: {names}. If the first is the "
            "game's first, there is one; check the ticks. The VP are counted as ticked."
        ),
    },
    "circumnavigation_several_second": {
        "ru": (
            "Кругосветное плавание: «второе» отмечено у нескольких держав: {names}. Если «второе» — "
            "это второе плавание в игре, то оно одно: проверьте отметки. ПО посчитаны так, как отмечено."
        ),
        "pt": (
            "Circum-navegação: a “segunda” está marcada para mais de uma potência: {names}. Se “a "
            "segunda” quer dizer a segunda da partida, só existe uma: confira as marcações. Os PV "
            "foram contados como estão marcados."
        ),
        "en": (
            "Circumnavigation: 'the second' is ticked for several powers: {names}. If the second is the "
            "game's second, there is one; check the ticks. The VP are counted as ticked."
        ),
    },
    "circumnavigation_second_without_first": {
        "ru": (
            "Кругосветное плавание: «второе» отмечено ({names}), а «первое» — ни у одной державы. "
            "Второе плавание бывает только после первого: проверьте отметки. ПО посчитаны так, как отмечено."
        ),
        "pt": (
            "Circum-navegação: a “segunda” está marcada ({names}), mas a “primeira” não está marcada "
            "para nenhuma potência. Só há segunda depois de uma primeira: confira as marcações. Os PV "
            "foram contados como estão marcados."
        ),
        "en": (
            "Circumnavigation: 'the second' is ticked ({names}) but 'the first' for no power. A second "
            "comes only after a first; check the ticks. The VP are counted as ticked."
        ),
    },
    # Breakdown lines.
    "caption": {"ru": "{name}: {vp} ПО", "pt": "{name}: {vp} PV", "en": "{name}: {vp} VP"},
    "caption_hidden": {
        "ru": "{name}: {vp} ПО (без скрытых ПО)",
        "pt": "{name}: {vp} PV (sem os PV ocultos)",
        "en": "{name}: {vp} VP (without hidden VP)",
    },
    "card": {
        "ru": "основные: последняя открытая ячейка карточки державы — {vp} ПО",
        "pt": "básicos: última casa aberta da carta de potência — {vp} PV",
        "en": "base: the last open box of the power card, {vp} VP",
    },
    "outside_netherlands": {
        "ru": "основные: строчка «Ключевые области вне Нидерландов» — {vp} ПО",
        "pt": "básicos: linha “Espaços-chave fora dos Países Baixos” — {vp} PV",
        "en": "base: the row 'Keys outside the Netherlands', {vp} VP",
    },
    "netherlands_keys": {
        "ru": "основные: ключевые области в Нидерландах, {n} × {netherlands_key_vp} ПО = {vp} ПО",
        "pt": "básicos: espaços-chave nos Países Baixos, {n} × {netherlands_key_vp} PV = {vp} PV",
        "en": "base: keys in the Netherlands, {n} × {netherlands_key_vp} VP = {vp} VP",
    },
    "none": {
        "ru": "особые: 0 — Османы не получают особых ПО",
        "pt": "especiais: 0 — os Otomanos não recebem PV especiais",
        "en": "special: 0, the Ottomans get no special VP",
    },
    "track": {
        "ru": "особые: дорожка протестантских областей, колонка с флажком {gen} — {vp} ПО",
        "pt": "especiais: trilha de espaços protestantes, coluna com a bandeira {gen} — {vp} PV",
        "en": "special: the Protestant Spaces track, {gen}'s column, {vp} VP",
    },
    "track_hidden": {
        "ru": "особые: ПО с дорожки протестантских областей не учитываются, пока Империя не раскрыла тайное религиозное предпочтение",
        "pt": (
            "especiais: os PV da trilha de espaços protestantes não contam enquanto o Sacro Império "
            "não revelar a preferência religiosa secreta"
        ),
        "en": "special: the Protestant Spaces VP do not count until the Empire reveals its secret preference",
    },
    "valois": {
        "ru": "особые: бракосочетания Валуа, {n} × {valois_vp} ПО = {vp} ПО",
        "pt": "especiais: casamentos Valois, {n} × {valois_vp} PV = {vp} PV",
        "en": "special: Valois marriages, {n} × {valois_vp} VP = {vp} VP",
    },
    "no_bonus": {"ru": "призовые: нет", "pt": "bônus: nenhum", "en": "bonus: none"},
    # Nouns that agree with a number.
    "assassination": {
        "ru": "убийство|убийства|убийств",
        "pt": "assassinato|assassinatos",
        "en": "assassination|assassinations",
    },
    "turn": {"ru": "ход|хода|ходов", "pt": "turno|turnos", "en": "turn|turns"},
    "other": {
        "ru": "призовые: другие маркеры ПО — {signed} ПО",
        "pt": "bônus: outros marcadores de PV — {signed} PV",
        "en": "bonus: other VP markers, {signed} VP",
    },
    "assassinations": {
        "ru": "призовые: {n} {word} × {assassination_vp} ПО = {signed} ПО",
        "pt": "bônus: {n} {word} × {assassination_vp} PV = {signed} PV",
        "en": "bonus: {n} {word} × {assassination_vp} VP = {signed} VP",
    },
    "circumnavigation_first": {
        "ru": "призовые: первое кругосветное плавание — {signed} ПО",
        "pt": "bônus: primeira circum-navegação — {signed} PV",
        "en": "bonus: first circumnavigation, {signed} VP",
    },
    "circumnavigation_second": {
        "ru": "призовые: второе кругосветное плавание — {signed} ПО",
        "pt": "bônus: segunda circum-navegação — {signed} PV",
        "en": "bonus: second circumnavigation, {signed} VP",
    },
    "virgin_queen": {
        "ru": "призовые: «Королева-девственница», {n} {word} безбрачия × {virgin_queen_vp} ПО = {signed} ПО",
        "pt": "bônus: “Rainha Virgem”, {n} {word} de celibato × {virgin_queen_vp} PV = {signed} PV",
        "en": "bonus: Virgin Queen, {n} {word} of celibacy × {virgin_queen_vp} VP = {signed} VP",
    },
    "suez_canal": {
        "ru": "призовые: Суэцкий канал построен — {signed} ПО",
        "pt": "bônus: Canal de Suez construído — {signed} PV",
        "en": "bonus: Suez Canal built, {signed} VP",
    },
    "slave_trader": {
        "ru": "призовые: работорговец — {signed} ПО",
        "pt": "bônus: traficante de escravos — {signed} PV",
        "en": "bonus: Slave Trader, {signed} VP",
    },
    # A reading, as the page's box says: the seed names no power for Mary Stuart's execution.
    "mary_executed": {
        "ru": (
            "призовые: Мария Стюарт Шотландская казнена — {signed} ПО (толкование: глава не называет "
            "державу; отмечено у той, о которой договорились игроки)"
        ),
        "pt": (
            "bônus: Maria Stuart, rainha da Escócia, executada — {signed} PV (leitura: o capítulo não "
            "indica a potência; marcado para a que os jogadores combinaram)"
        ),
        "en": (
            "bonus: Mary Queen of Scots executed, {signed} VP (a reading: the chapter names no power; "
            "ticked for the one the players agreed on)"
        ),
    },
    "sum": {
        "ru": "итого: {base} + {special} {bonus} = {total} ПО",
        "pt": "total: {base} + {special} {bonus} = {total} PV",
        "en": "total: {base} + {special} {bonus} = {total} VP",
    },
    # The Empire's secret.
    "secret": {
        "ru": "Только для игрока за Империю: итог после раскрытия тайного предпочтения",
        "pt": "Só para o jogador do Sacro Império: o total depois de revelar a preferência secreta",
        "en": "For the Empire's player only: the total once the secret preference is revealed",
    },
    "secret_caption": {
        "ru": "Итог Империи после раскрытия",
        "pt": "Total do Sacro Império depois da revelação",
        "en": "The Empire's total once revealed",
    },
    "secret_visible": {
        "ru": "видимый итог: {vp} ПО",
        "pt": "total visível: {vp} PV",
        "en": "visible total: {vp} VP",
    },
    "secret_track": {
        "ru": "особые: дорожка протестантских областей, колонка тайного предпочтения — {signed} ПО",
        "pt": "especiais: trilha de espaços protestantes, coluna da preferência secreta — {signed} PV",
        "en": "special: the Protestant Spaces track, the secret preference's column, {signed} VP",
    },
    "secret_total": {
        "ru": "итог после раскрытия: {vp} ПО",
        "pt": "total depois da revelação: {vp} PV",
        "en": "total once revealed: {vp} VP",
    },
    "secret_zero": {
        "ru": "В колонке предпочтения Империи сейчас 0 ПО: раскрытие ничего не прибавит.",
        "pt": "A coluna da preferência do Sacro Império dá 0 PV agora: revelar não acrescenta nada.",
        "en": "The preference's column gives 0 VP now: revealing adds nothing.",
    },
    "secret_wins": {
        "ru": (
            "После раскрытия у Империи будет {vp} ПО — не меньше порога победы ({need} ПО). Правило "
            "велит раскрывать предпочтение именно тогда, когда ПО хватает, чтобы выиграть игру. "
            "Победа засчитывается, если так останется в конце хода."
        ),
        "pt": (
            "Depois de revelar, o Sacro Império terá {vp} PV — pelo menos o limite da vitória ({need} PV). "
            "A regra manda revelar a preferência justamente quando os PV bastam para vencer o jogo. "
            "A vitória vale se continuar assim no fim do turno."
        ),
        "en": (
            "Once revealed the Empire has {vp} VP, at least the {need} needed to win: the rule has it "
            "reveal exactly then. It wins if that still holds at the end of the turn."
        ),
    },
    "secret_short": {
        "ru": (
            "После раскрытия у Империи будет {vp} ПО: до победы ({need} ПО в конце хода) "
            "не хватает {short} ПО, так что ради победы раскрывать рано."
        ),
        "pt": (
            "Depois de revelar, o Sacro Império terá {vp} PV: faltam {short} PV para a vitória ({need} PV "
            "no fim de um turno); para vencer, ainda é cedo para revelar."
        ),
        "en": "Once revealed the Empire has {vp} VP: {short} short of a win ({need} VP at the end of a turn).",
    },
    "secret_others": {
        "ru": " Но {need} ПО или больше уже есть у {gens}; кто побеждает, когда таких держав несколько, смотрите в своём своде правил.",
        "pt": (
            " Mas há quem já tenha {need} PV ou mais: {names}; veja no seu livro de regras quem vence "
            "quando há mais de uma potência nessa situação."
        ),
        "en": " {need} VP or more already: {names}; see your rulebook for several such powers.",
    },
    "secret_no_margin": {
        "ru": (
            "Остановит ли раскрытие чужую победу по доминированию, не проверялось: отрыв в поле "
            "«Победа по доминированию» не введён."
        ),
        "pt": (
            "Não foi verificado se revelar impede a vitória de outra potência por dominação: nenhuma "
            "vantagem foi informada no campo “Vitória por dominação”."
        ),
        "en": "Whether revealing stops a domination was not checked: no lead is entered in the domination field.",
    },
    # After «Победа по доминированию (отрыв не меньше {m} ПО …): ».
    "secret_stops": {
        "ru": (
            "такой отрыв сейчас у {gen}, но после раскрытия Империя будет отставать от {gen} лишь "
            "на {gap} ПО, так что раскрытие остановит эту победу."
        ),
        "pt": (
            "neste momento, essa vantagem é {gen}, mas, depois de revelar, o Sacro Império ficará apenas "
            "{gap} PV atrás {gen}; assim, a revelação impede essa vitória."
        ),
        "en": "{name} has such a lead now, but once revealed the Empire is only {gap} behind: revealing stops it.",
    },
    "secret_not_stops": {
        "ru": (
            "такой отрыв сейчас у {gen}, и даже после раскрытия Империя будет отставать от {gen} "
            "на {gap} ПО, так что раскрытие эту победу не остановит."
        ),
        "pt": (
            "neste momento, essa vantagem é {gen} e, mesmo depois de revelar, o Sacro Império ficará "
            "{gap} PV atrás {gen}; assim, a revelação não impede essa vitória."
        ),
        "en": "{name} has such a lead now, and even once revealed the Empire is {gap} behind: revealing does not stop it.",
    },
    "secret_hre_dominates": {
        "ru": "после раскрытия такой отрыв будет у самой Империи.",
        "pt": "depois de revelar, essa vantagem será do próprio Sacro Império.",
        "en": "once revealed, the Empire itself has such a lead.",
    },
    "secret_nobody": {
        "ru": "такого отрыва сейчас нет ни у одной другой державы, так что останавливать нечего.",
        "pt": "neste momento, nenhuma outra potência tem essa vantagem; não há o que impedir.",
        "en": "no other power has such a lead now: nothing to stop.",
    },
}

# Inputs no game can hold (checks across fields, in ``form.py``).
MESSAGES: Mapping[str, Text] = {
    "one_canal": {
        "ru": "канал один: его ПО получает только одна держава (отмечен у: {names})",
        "pt": "o canal é um só: os PV dele vão para uma única potência (marcado para: {names})",
        "en": "there is one canal: only one power scores it (ticked for: {names})",
    },
    "one_execution": {
        "ru": "казнь одна: её отмечают только у одной державы — той, о которой договорились игроки (отмечено у: {names})",
        "pt": (
            "a execução é uma só: marque-a para uma única potência, a que os jogadores combinarem "
            "(marcada para: {names})"
        ),
        "en": "there is one execution: tick it for the one power the players agree on (ticked for: {names})",
    },
}


AID_TEXT: Mapping[str, Text] = {
    "title": {"ru": "Бланк подсчёта ПО", "pt": "Folha de contagem de PV", "en": "VP score sheet"},
    "caption": {
        "ru": "Итог ПО каждой державы в конце хода",
        "pt": "Total de PV de cada potência no fim do turno",
        "en": "Each power's VP total at the end of a turn",
    },
    "turn": {"ru": "Ход", "pt": "Turno", "en": "Turn"},
    # The turn's number is written in by hand.
    "blank_turn": {"ru": "Ход ___", "pt": "Turno ___", "en": "Turn ___"},
    "hre": {
        "ru": "Империя: пока тайное религиозное предпочтение не раскрыто, её итог записывается без особых ПО с дорожки протестантских областей.",
        "pt": (
            "Sacro Império: enquanto a preferência religiosa secreta não for revelada, anote o total "
            "dele sem os PV especiais da trilha de espaços protestantes."
        ),
        "en": "Empire: until its secret religious preference is revealed, write its total without the Protestant Spaces VP.",
    },
    "bonus_caption": {
        "ru": "Призовые ПО с постоянным значением",
        "pt": "PV de bônus de valor fixo",
        "en": "Bonus VP of fixed value",
    },
    "item": {"ru": "Призовые", "pt": "Bônus", "en": "Bonus"},
    "vp": {"ru": "ПО", "pt": "PV", "en": "VP"},
    "assassination": {
        "ru": "Убийство [Assassination], за каждое",
        "pt": "Assassinato [Assassination], cada um",
        "en": "Assassination, each",
    },
    "circumnavigation_first": {
        "ru": "Кругосветное плавание [Circumnavigation], первое",
        "pt": "Circum-navegação [Circumnavigation], a primeira",
        "en": "Circumnavigation, the first",
    },
    "circumnavigation_second": {
        "ru": "Кругосветное плавание [Circumnavigation], второе",
        "pt": "Circum-navegação [Circumnavigation], a segunda",
        "en": "Circumnavigation, the second",
    },
    "virgin_queen": {
        "ru": "«Королева-девственница» [Virgin Queen], за каждый ход безбрачия",
        "pt": "“Rainha Virgem” [Virgin Queen], cada turno de celibato",
        "en": "Virgin Queen, each turn of celibacy",
    },
    "suez_canal": {
        "ru": "Суэцкий канал [Suez Canal] построен",
        "pt": "Canal de Suez [Suez Canal] construído",
        "en": "Suez Canal built",
    },
    "slave_trader": {
        "ru": "Работорговец [Slave Trader]",
        "pt": "Traficante de escravos [Slave Trader]",
        "en": "Slave Trader",
    },
    "mary_executed": {
        "ru": "Мария Стюарт Шотландская казнена [Mary Queen of Scots Executed]",
        "pt": "Maria Stuart, rainha da Escócia, executada [Mary Queen of Scots Executed]",
        "en": "Mary Queen of Scots executed",
    },
}


def words(lang: str) -> Catalog:
    return Catalog(TEXT, lang, NUMBERS)


def aid_words(lang: str) -> Catalog:
    return Catalog(AID_TEXT, lang, NUMBERS)
