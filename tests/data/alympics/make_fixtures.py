#!/usr/bin/env python3
# Generated the Alympics Water Allocation Challenge fixtures in this directory
# (tests/data/alympics/WAC_*.json). They were written by hand for NashLab, in the
# format of Alympics' published game records (exp/WAC/records.zip of
# github.com/microsoft/Alympics; see shared notes 003_alympics.md §2.2, §3.3,
# §3.4, §6.2, §6.4). No real record was copied: the rules text, personas and the
# residents' answers are NashLab's own wording; supplies and bids are invented.
#
# How to run (Python 3, standard library only):
#   python3 make_fixtures.py            # (re)write the fixtures next to this script
#   python3 make_fixtures.py OUTDIR     # write them into OUTDIR instead
#   python3 make_fixtures.py --table    # print each fixture's day-by-day outcome
#   python3 make_fixtures.py --check [FILE...]
#                                        # parse the JSON files (default: the fixtures
#                                        # next to this script), re-simulate the rules
#                                        # from the parsed supplies and bids, and print
#                                        # every disagreement; exit 1 if a file that is
#                                        # meant to be consistent has one.
#
# Rules simulated (notes §6.4): salary first; a bid above the balance after
# salary is void (never wins, costs nothing); greedy allocation by bid
# descending among valid bidders whose need still fits the remaining water,
# ties -> lower need (= lower seat), skip-and-continue; winners pay their own
# bid, HP = min(10, HP + 2), NO_DRINK = 1; others HP -= NO_DRINK, NO_DRINK += 1;
# residents at HP <= 0 are eliminated after the day's results are broadcast.
# Numbers are printed as Python prints them (ints as ints, floats as 34.75).

import json
import os
import re
import sys

NAMES = ["Alex", "Bob", "Cindy", "David", "Eric"]
KEYS = ["A", "B", "C", "D", "E"]
NEED = {"Alex": 8, "Bob": 9, "Cindy": 10, "David": 11, "Eric": 12}
SALARY = {"Alex": 70, "Bob": 75, "Cindy": 100, "David": 120, "Eric": 120}
HP0, HPMAX = 8, 10

# --------------------------------------------------------------------------- rules


def simulate(supplies, bids_by_day):
    """supplies: [S1, S2, ...]; bids_by_day: [{name: bid} for the residents still in].
    Returns one dict per day with the full state trace."""
    bal = {n: 0 for n in NAMES}
    hp = {n: HP0 for n in NAMES}
    nd = {n: 1 for n in NAMES}
    alive = list(NAMES)
    days = []
    for d, (supply, bids) in enumerate(zip(supplies, bids_by_day), start=1):
        if not alive:
            raise ValueError("day %d: nobody is left" % d)
        if sorted(bids) != sorted(alive):
            raise ValueError("day %d: bids %s but alive %s" % (d, sorted(bids), alive))
        for n in alive:
            bal[n] += SALARY[n]
        before = {n: (bal[n], hp[n], nd[n]) for n in alive}
        valid = [n for n in alive if 0 <= bids[n] <= bal[n]]
        remaining = supply
        winners = []
        while True:
            cand = [n for n in valid if n not in winners and NEED[n] <= remaining]
            if not cand:
                break
            top = max(bids[n] for n in cand)
            w = min((n for n in cand if bids[n] == top), key=lambda n: (NEED[n], NAMES.index(n)))
            winners.append(w)
            remaining -= NEED[w]
        for n in alive:
            if n in winners:
                hp[n] = min(HPMAX, hp[n] + 2)
                bal[n] -= bids[n]
                nd[n] = 1
            else:
                hp[n] -= nd[n]
                nd[n] += 1
        after = {n: (bal[n], hp[n], nd[n]) for n in alive}
        dead = [n for n in alive if hp[n] <= 0]
        days.append(dict(day=d, supply=supply, alive=list(alive), bids=dict(bids),
                         before=before, valid=valid,
                         void=[n for n in alive if n not in valid],
                         winners=winners, left=remaining, after=after, dead=dead))
        alive = [n for n in alive if n not in dead]
    return days


# --------------------------------------------------------------------------- text

def num(x):
    return str(x)  # Python's own printing: 70, 34.75, -2


def status_new(n, b, h, k):
    return "NAME:%s\tBALANCE:%s\tHEALTH POINT:%s\tNO_DRINK:%s" % (n, num(b), num(h), num(k))


def status_old(n, b, h, k):
    # older records: newline-separated fields and a literal backslash before HEALTH
    return "NAME:%s\nBALANCE:%s\\HEALTH POINT:%s\nNO_DRINK:%s" % (n, num(b), num(h), num(k))


PERSONA = {
    "Alex": "Your Profession: Out of work\nYour Personality: Complicated ideas are hard for you to follow and you find it difficult to tell what other people feel. You lose your temper easily and often act in hostile, antisocial ways.\nYour Background: You grew up poor in a deprived neighbourhood and left school very early because your family could not afford it. You have never kept a steady job, which has made getting along with people even harder.",
    "Bob": "Your Profession: High-school teacher\nYour Personality: Warm, understanding and emotionally perceptive, of ordinary intellect. You talk with people easily, which makes you a born teacher.\nYour Background: You come from a close, loving family and became a teacher to make a difference to young people. Your strength is relating to your students rather than raw brainpower.",
    "Cindy": "Your Profession: Psychologist\nYour Personality: Both emotionally and intellectually strong, empathetic and analytical at once. You are very good at understanding and helping people, which makes you an excellent therapist.\nYour Background: Volunteering on a crisis telephone line as a teenager got you interested in the mind. You studied psychology, qualified as a therapist, and combine empathy with careful analysis to guide your clients well.",
    "David": "Your Profession: Mathematician\nYour Personality: Exceptionally intelligent, with outstanding analytical and reasoning skills. You always look for the optimal solution, but you are awkward with people and dread dealing with them.\nYour Background: You grew up in a small town among books and puzzles, excelled at school and earned a doctorate in mathematics. You work on abstract theory; talking to people on an emotional level remains hard for you.",
    "Eric": "Your Profession: Marketing executive\nYour Personality: Clever and socially sharp, very charismatic. You read people well and use what you see to persuade and lead them.\nYour Background: You grew up in a busy city, always fascinated by how people behave, studied business and moved into marketing, where your knack for reaching people's feelings has produced many successful campaigns.",
}


def rules_text(name, days, lo, hi, persona):
    intro = ("You are %s, a resident of W-Town. A rare drought has hit the town, and every resident "
             "of W-Town must secure enough water to stay alive over the next %d days. " % (name, days))
    if persona:
        intro += PERSONA[name] + "\n\n"
    body = (
        "\n\nWelcome, residents of W-Town, to the Water Allocation Challenge!\n"
        "For the next %d days you will buy the water you need to stay healthy in a daily auction. "
        "Here is how the challenge works:\n"
        "1. Five residents take part; each has a different daily water need, a different income and "
        "their own health.\n"
        "2. Your aim is to still be alive when day %d ends.\n"
        "3. Health points (HP) start at 8 and can never go above 10. A resident whose HP falls to 0 or "
        "below dies and leaves the challenge, and whatever money they saved is lost.\n"
        "4. Each day without water counts as a No-Drink Day. On the n-th No-Drink Day in a row you lose "
        "n HP. On a day when your need is met you regain 2 HP and your run of No-Drink Days starts "
        "again from 0.\n"
        "5. The water available each day lies between %d and %d units. The exact amount is announced "
        "before that day's auction.\n"
        "6. Needs and daily incomes:\n"
        "   -Alex: needs 8 units/day; earns $70/day\n"
        "   -Bob: needs 9 units/day; earns $75/day\n"
        "   -Cindy: needs 10 units/day; earns $100/day\n"
        "   -David: needs 11 units/day; earns $120/day\n"
        "   -Eric: needs 12 units/day; earns $120/day\n"
        "7. Every day there is one sealed-bid auction. Each resident makes a single bid for their whole "
        "daily need. The town serves the highest bids first and keeps going until the water left cannot "
        "cover anyone's need. Residents who are served pay what they bid.\n"
        "8. When bids are equal, the resident with the smaller need is served first: if Cindy and David "
        "both bid $100, Cindy's 10 units are handed out before David's 11. All bids are published once "
        "the day's water has been handed out.\n\n"
        "Bid wisely and plan ahead: staying alive is all that counts. Good luck!" % (days, days, lo, hi))
    return intro + body


def inquiry(name, d, supply, st):
    return ("Hello, %s! Today is the Day %d of the Water Allocation Challenge, with a quantity of %s units. "
            "Your status:\n%s\nPlease carefully analyze your situation to decide on this round of bidding. "
            "Remember, the most important thing is to SURVIVE!! Now, if you want to participate in today's "
            "water resource auction, please provide your bid and explain your bidding logic."
            % (name, d, num(supply), st))


def results(day, old, winners_when_none):
    parts = ["%s bid %s" % (n, num(day["bids"][n])) for n in day["alive"]]
    if old and len(parts) > 1:
        bid_str = ", ".join(parts[:-1]) + ", and " + parts[-1]
    else:
        bid_str = ", ".join(parts)
    win_str = ", ".join(day["winners"]) if day["winners"] else winners_when_none
    fmt = status_old if old else status_new
    sts = "\n".join(fmt(n, *day["after_shown"][n]) for n in day["alive"])
    who = "all residents' information" if old else "all survival residents' information"
    return ("Thank you all for participating in Round %d. In this round, %s.\n"
            "Total water resource supply is %s. According to the principle of the highest bidder and the rule "
            "of prioritizing low-demand individuals when the game is tied, %s won this auction and obtain water "
            "resource. After allocation, %s is as follows: %s"
            % (day["day"], bid_str, num(day["supply"]), win_str, who, sts))


def notice(n):
    return "%s's hp is below 0, so %s has been eliminated from the challenge!" % (n, n)


# The residents' free-text answers: a handful of phrasings, picked by day and seat,
# filled with the resident's own numbers. A fixture may override single answers.
TEMPLATES = [
    "I will bid ${bid} for this round. My logic: today's supply is {supply} units and I need {need}, so "
    "I have to beat enough of the others to be served. My health is {hp} and I would lose {nd} point(s) "
    "without water, so ${bid} out of my ${bal} is a reasonable price for staying safe.",
    "My bid for Day {day} is ${bid}. With {supply} units on offer, not everyone can drink today. I keep "
    "most of my ${bal} for later days, when prices will probably rise, but I do not want my health ({hp}) "
    "to slip further.",
    "I'll go with a bid of ${bid}. Reasoning: the others earn different salaries and will bid according to "
    "their budgets. My need of {need} units has to fit into today's {supply} units, and with HP {hp} and "
    "NO_DRINK {nd} I think ${bid} balances survival against saving money.",
    "Bid: ${bid}.\nExplanation: I currently have ${bal}, {hp} health points and a No-Drink count of {nd}. "
    "Losing today would cost me {nd} HP. I expect the winning bids to be around this level, so I offer "
    "${bid}.",
    "After thinking it over, I decide to bid ${bid} today. The supply of {supply} units covers only part of "
    "the town's total need of 50 units. My health point is {hp}, so I must keep it above zero, while still "
    "keeping some of my ${bal} for the coming days.",
]
ZERO_TEMPLATE = ("I will bid $0 this round. With {supply} units available, the big bidders will most likely "
                 "take their share first, and if some water is left over that fits my {need} units I may still "
                 "get it for free. My health is {hp}, so I can afford to save my ${bal} today.")
PERSONA_OPENERS = {
    "Alex": "Ugh, these rules again. Whatever. ",
    "Bob": "Let me think about this calmly and fairly. ",
    "Cindy": "I have looked at everyone's situation, including my own. ",
    "David": "Let me compute this carefully. ",
    "Eric": "I have been reading the room. ",
}


def answer(name, d, supply, bal, hp, nd, bid, persona):
    t = ZERO_TEMPLATE if bid == 0 else TEMPLATES[(d + NAMES.index(name)) % len(TEMPLATES)]
    s = t.format(bid=num(bid), supply=num(supply), need=NEED[name], hp=num(hp), nd=num(nd),
                 bal=num(bal), day=d)
    if persona:
        s = PERSONA_OPENERS[name] + s
    return s


# --------------------------------------------------------------------------- fixtures

def row(a=None, b=None, c=None, d=None, e=None):
    return {n: v for n, v in zip(NAMES, [a, b, c, d, e]) if v is not None}


FIXTURES = [
    dict(
        file="WAC_nopersona_10_20_1.json", persona=False, lo=10, hi=20, old=False,
        supplies=[11, 20, 19, 12, 20, 10],
        bids=[
            row(30, 40, 40, 40, 60),      # Eric (12 > 11) skipped; tie at 40 -> Bob (lowest need) wins; 2 left
            row(150, 50, 80, 80, 90),     # Alex 150 > 140 void; Eric wins; 8 left fit only the void Alex
            row(50, 60, 120, 120, 100),   # tie at 120 -> Cindy; 9 left -> Bob (60) beats Alex (50)
            row(200, 90, 100, 250, 260),  # Eric wins, 0 left; Alex and David (never won) eliminated
            row(None, 0, 200, None, 180),  # Cindy wins, 10 left; Eric (12) skipped; Bob's $0 wins the rest
            row(None, 400, 300, None, 200),  # supply 10: Bob 400 > 350 and Cindy 300 > 280 void; Eric (12) does not fit -> no winner
        ],
        answers={
            (2, "Alex"): "I will bid $150 for this round. I have lost health already and I cannot let it happen "
                         "again, so I am putting almost everything I have on the table. Twenty units are available "
                         "today and my 8 units should fit easily.",
            (6, "Bob"): "I will bid $400. It is the last day and I want to be certain to drink, so I am offering more "
                        "than anyone else can match.",
            (6, "Cindy"): "My bid is $300 for today. Only 10 units are available and my need is exactly 10, so this "
                          "is my chance; I will pay whatever it takes.",
        },
        no_winner="",
    ),
    dict(
        file="WAC_persona_15_25_2.json", persona=True, lo=15, hi=25, old=False,
        supplies=[22, 17, 25, 19],
        bids=[
            row(35.5, 40.25, 50, 61.75, 60),       # David (61.75) then Cindy; 1 left
            row(45.5, 60.5, 55, 58.25, 59.5),      # Bob (60.5) then Alex (45.5); 0 left
            row(30, 20, 80, 85, 90.75),            # Eric (90.75) then David (85); 2 left
            row(60, 70.25, 120.5, 100.5, 110.25),  # Cindy (120.5), 9 left -> Bob (70.25) beats Alex (60)
        ],
        answers={},
        no_winner="",
    ),
    dict(
        file="WAC_nopersona_20_30_3.json", persona=False, lo=20, hi=30, old=True,
        supplies=[24, 30, 21, 27],
        bids=[
            row(35, 35, 40, 40, 50),   # Eric, then tie 40 -> Cindy; 2 left
            row(60, 55, 50, 70, 45),   # David, Alex, Bob; 2 left
            row(50, 50, 75, 60, 80),   # Eric, 9 left; Cindy/David do not fit; tie 50 -> Alex; 1 left
            row(70, 65, 90, 90, 85),   # tie 90 -> Cindy, then David; 6 left
        ],
        answers={},
        no_winner="",
    ),
    dict(
        file="WAC_nopersona_10_20_9.json", persona=False, lo=10, hi=20, old=False,
        supplies=[17, 13, 19, 15],
        bids=[
            row(45, 50, 60, 70, 75),       # Eric; 5 left
            row(90, 100, 110, 130, 60),    # David; 2 left
            row(150, 160, 170, 80, 90),    # Cindy, then Bob; 0 left
            row(200, 100, 120, 150, 160),  # Alex (HP 2, NO_DRINK 4) wins; 7 left
        ],
        answers={},
        no_winner="",
        # Deliberate inconsistency: the day-3 results message shows Cindy's balance as if
        # she had not paid her winning bid of 170 (300 instead of 130).  Everything else,
        # including Cindy's day-4 inquiry (BALANCE:230 = 130 + 100), follows the rules.
        corrupt={(3, "Cindy"): dict(balance=300)},
    ),
    dict(
        file="WAC_nopersona_10_20_4.json", persona=False, lo=10, hi=20, old=False,
        supplies=[18, 20, 15, 19],
        bids=[
            row(40, 30, 60, 55, 50),       # Cindy, then Alex; 0 left
            row(60, 50, 65, 100, 95),      # David, 9 left; Eric/Cindy do not fit; Alex (60) beats Bob (50)
            row(30, 80, 90, 70, 100),      # Eric; 3 left
            row(20, 150, 140, 170, 160),   # David, 8 left; Eric/Bob/Cindy do not fit; Alex's $20 wins; Bob dies
        ],
        answers={},
        no_winner="",
    ),
]


def build(fx):
    days = simulate(fx["supplies"], fx["bids"])
    ndays = len(fx["supplies"])
    corrupt = fx.get("corrupt", {})
    for day in days:
        shown = {}
        for n, (b, h, k) in day["after"].items():
            c = corrupt.get((day["day"], n), {})
            shown[n] = (c.get("balance", b), c.get("hp", h), c.get("no_drink", k))
        day["after_shown"] = shown
    fmt = status_old if fx["old"] else status_new
    hist = {n: [{"role": "system", "content": rules_text(n, ndays, fx["lo"], fx["hi"], fx["persona"])}]
            for n in NAMES}
    for day in days:
        for n in day["alive"]:
            b, h, k = day["before"][n]
            hist[n].append({"role": "system", "content": inquiry(n, day["day"], day["supply"], fmt(n, b, h, k))})
            text = fx["answers"].get((day["day"], n)) or answer(n, day["day"], day["supply"], b, h, k,
                                                               day["bids"][n], fx["persona"])
            hist[n].append({"role": "assistant", "content": text})
        res = results(day, fx["old"], fx["no_winner"])
        for n in day["alive"]:
            hist[n].append({"role": "system", "content": res})
        for dead in day["dead"]:
            for n in day["alive"]:
                hist[n].append({"role": "system", "content": notice(dead)})
    return {k: hist[n] for k, n in zip(KEYS, NAMES)}, days


# --------------------------------------------------------------------------- checking

RE_INQ = re.compile(r"^Hello, (\w+)! Today is the Day (\d+) of the Water Allocation Challenge, with a quantity "
                    r"of ([\d.]+) units\. Your status:\n(.*)\nPlease carefully analyze", re.S)
RE_RES = re.compile(r"^Thank you all for participating in Round (\d+)\. In this round, (.*)\.\nTotal water resource "
                    r"supply is ([\d.]+)\. According to the principle of the highest bidder and the rule of "
                    r"prioritizing low-demand individuals when the game is tied, (.*) won this auction and obtain "
                    r"water resource\. After allocation, all (?:survival )?residents' information is as follows: "
                    r"(.*)$", re.S)
RE_ST = re.compile(r"NAME:(\w+)[\t\n]BALANCE:(-?[\d.]+)(?:\t|\\)HEALTH POINT:(-?\d+)[\t\n]NO_DRINK:(\d+)")
RE_BID = re.compile(r"(\w+) bid (-?[\d.]+)")
RE_NOTICE = re.compile(r"^(\w+)'s hp is below 0, so \1 has been eliminated from the challenge!$")


def pnum(s):
    return float(s) if "." in s else int(s)


def check(path, record=None):
    """Parse one record file and re-simulate it. Returns a list of problems."""
    if record is None:
        with open(path) as f:
            record = json.load(f)
    probs = []
    if sorted(record) != KEYS:
        return ["keys are %s" % sorted(record)]
    hist = {n: record[k] for k, n in zip(KEYS, NAMES)}
    # Day-by-day data from the results messages, as every survivor saw them.
    res_by_day = {}
    for n in NAMES:
        for i, m in enumerate(hist[n]):
            if m["role"] not in ("system", "assistant"):
                probs.append("%s msg %d: role %r" % (n, i, m["role"]))
            mm = RE_RES.match(m["content"]) if m["role"] == "system" else None
            if mm:
                d = int(mm.group(1))
                if d in res_by_day and res_by_day[d] != m["content"]:
                    probs.append("day %d: results message differs between residents" % d)
                res_by_day.setdefault(d, m["content"])
    supplies, bids, shown, shown_winners = [], [], [], []
    for d in sorted(res_by_day):
        mm = RE_RES.match(res_by_day[d])
        supplies.append(pnum(mm.group(3)))
        bids.append({b.group(1): pnum(b.group(2)) for b in RE_BID.finditer(mm.group(2))})
        w = mm.group(4).strip()
        shown_winners.append([] if w in ("", "no one") else [x.strip() for x in w.split(",")])
        shown.append({s.group(1): (pnum(s.group(2)), int(s.group(3)), int(s.group(4)))
                      for s in RE_ST.finditer(mm.group(5))})
    fm = re.match(r"WAC_(persona|nopersona)_(\d+)_(\d+)_(\d+)\.json$", os.path.basename(path))
    if fm:
        lo, hi = int(fm.group(2)), int(fm.group(3))
        for d, s in enumerate(supplies, start=1):
            if not lo <= s <= hi:
                probs.append("day %d: supply %s outside %d..%d" % (d, s, lo, hi))
        for n in NAMES:
            has = "Your Profession:" in hist[n][0]["content"]
            if has != (fm.group(1) == "persona"):
                probs.append("%s: persona paragraph %s in a %s record" % (n, "present" if has else "missing",
                                                                         fm.group(1)))
    if sorted(res_by_day) != list(range(1, len(res_by_day) + 1)):
        probs.append("days found: %s" % sorted(res_by_day))
    try:
        sim = simulate(supplies, bids)
    except ValueError as e:
        return probs + ["cannot simulate: %s" % e]
    fmt_old = "\\HEALTH POINT" in "".join(res_by_day.values())
    fmt = status_old if fmt_old else status_new
    for day, w, st in zip(sim, shown_winners, shown):
        d = day["day"]
        if w != day["winners"]:
            probs.append("day %d: winners shown %s, rules give %s" % (d, w, day["winners"]))
        if sorted(st) != sorted(day["alive"]):
            probs.append("day %d: status lines for %s, alive %s" % (d, sorted(st), day["alive"]))
        for n in day["alive"]:
            if st.get(n) != day["after"][n]:
                probs.append("day %d: %s shown BALANCE/HP/NO_DRINK %s, rules give %s"
                             % (d, n, st.get(n), day["after"][n]))
    # Each resident's message sequence: rules, then per day inquiry/answer/results, notices.
    for n in NAMES:
        h = hist[n]
        exp = ["rules"]
        for day in sim:
            if n not in day["alive"]:
                break
            exp += [("inq", day["day"]), ("ans", day["day"]), ("res", day["day"])]
            exp += [("notice", x) for x in day["dead"]]
        if len(h) != len(exp):
            probs.append("%s: %d messages, expected %d" % (n, len(h), len(exp)))
        for i, (m, e) in enumerate(zip(h, exp)):
            if e == "rules":
                ok = m["role"] == "system" and ("You are %s" % n) in m["content"]
            elif e[0] == "inq":
                day = sim[e[1] - 1]
                ok = m["role"] == "system" and m["content"] == inquiry(n, e[1], day["supply"], fmt(n, *day["before"][n]))
                if not ok:
                    mi = RE_INQ.match(m["content"])
                    probs.append("%s msg %d: day-%d inquiry %r, rules give status %r"
                                 % (n, i, e[1], mi.group(4) if mi else m["content"][:60],
                                    fmt(n, *day["before"][n])))
                    continue
            elif e[0] == "ans":
                ok = m["role"] == "assistant" and num(sim[e[1] - 1]["bids"][n]) in m["content"]
            elif e[0] == "res":
                ok = m["role"] == "system" and m["content"] == res_by_day[e[1]]
            else:
                mm = RE_NOTICE.match(m["content"])
                ok = m["role"] == "system" and mm is not None and mm.group(1) == e[1]
            if not ok:
                probs.append("%s msg %d: expected %s, got %s %r" % (n, i, e, m["role"], m["content"][:80]))
    return probs


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    if argv and argv[0] == "--check":
        files = argv[1:] or sorted(os.path.join(here, fx["file"]) for fx in FIXTURES)
        bad = 0
        for p in files:
            probs = check(p)
            meant = next((fx for fx in FIXTURES if fx["file"] == os.path.basename(p)), None)
            expect_bad = bool(meant and meant.get("corrupt"))
            print("%s: %s%s" % (os.path.basename(p), "OK" if not probs else "%d problem(s)" % len(probs),
                                " (deliberately inconsistent)" if expect_bad else ""))
            for x in probs:
                print("   ", x)
            if bool(probs) != expect_bad:
                bad += 1
        return 1 if bad else 0
    if argv and argv[0] == "--table":
        for fx in FIXTURES:
            _, days = build(fx)
            print("## %s" % fx["file"])
            print("| day | supply | bids (after-salary balance) | winners | left | after: BALANCE/HP/NO_DRINK | out |")
            print("|---|---|---|---|---|---|---|")
            for day in days:
                bids = ", ".join("%s %s%s (%s)" % (n[0], num(day["bids"][n]), " VOID" if n in day["void"] else "",
                                                 num(day["before"][n][0])) for n in day["alive"])
                after = ", ".join("%s %s/%s/%s" % ((n[0],) + tuple(num(v) for v in day["after"][n]))
                                  for n in day["alive"])
                print("| %d | %s | %s | %s | %s | %s | %s |" % (day["day"], num(day["supply"]), bids,
                      ", ".join(day["winners"]) or "none", day["left"], after, ", ".join(day["dead"]) or ""))
            print()
        return 0
    out = argv[0] if argv else here
    os.makedirs(out, exist_ok=True)
    for fx in FIXTURES:
        rec, _ = build(fx)
        with open(os.path.join(out, fx["file"]), "w") as f:
            json.dump(rec, f, indent=1)
            f.write("\n")
        print("wrote", os.path.join(out, fx["file"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
