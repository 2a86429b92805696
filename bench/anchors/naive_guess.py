#!/usr/bin/env python3
"""The anchor of bench_engine: a plain Python loop playing guess 2/3 of the average with ten random
bots and the same bookkeeping as NashLab (average, target, winners, payoffs, a dict per round).
Prints rounds/s and decisions/s for one session of ROUNDS rounds, repeated until 2 s have passed.
Usage: naive_guess.py [ROUNDS]"""
import random
import sys
import time


def session(rounds, rng):
    seats = 10
    cumulative = [0.0] * seats
    history = []
    for r in range(1, rounds + 1):
        choices = [rng.randint(0, 100) for _ in range(seats)]
        average = sum(choices) / seats
        target = 2 / 3 * average
        best = min(abs(c - target) for c in choices)
        winners = [i for i, c in enumerate(choices) if abs(c - target) <= best + 1e-9]
        payoffs = [0.0] * seats
        for w in winners:
            payoffs[w] = 1.0 / len(winners)
        for i in range(seats):
            cumulative[i] += payoffs[i]
        history.append({"round": r, "actions": choices, "average": average, "target": target,
                        "winners": winners, "payoffs": payoffs, "cumulative": list(cumulative)})
    return history


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rng = random.Random(1)
    start = time.perf_counter()
    played = 0
    while time.perf_counter() - start < 2.0:
        session(rounds, rng)
        played += rounds
    elapsed = time.perf_counter() - start
    print(f"naive_python_guess rounds={rounds}: {played / elapsed:,.0f} rounds/s, "
          f"{played * 10 / elapsed:,.0f} decisions/s")


if __name__ == "__main__":
    main()
