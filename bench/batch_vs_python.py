#!/usr/bin/env python3
"""A user-visible anchor: a 2,000-session x 20-round bots batch of guess 2/3 of the average (ten
random bots) through `nashlab-cli run`, end to end (the program's start, every session played and
its whole record written, the summary), against a naive Python loop of the same game that keeps no
record (bench/anchors/naive_guess.py's session(), its process start included). Medians of N
alternating rounds; speedup = Python's time / NashLab's. Reported, never asserted.

Usage: bench/batch_vs_python.py [CLI] [N] [--jobs J]   (CLI default: build/app/nashlab-cli, N: 5)"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

args = [a for a in sys.argv[1:] if not a.startswith('--jobs')]
jobs = next((a.split('=', 1)[1] for a in sys.argv[1:] if a.startswith('--jobs=')), None)
cli = args[0] if args else 'build/app/nashlab-cli'
n = int(args[1]) if len(args) > 1 else 5
here = os.path.dirname(os.path.abspath(__file__))
work = tempfile.mkdtemp(prefix='nashlab-batch-')
spec_file = os.path.join(work, 'batch.json')
json.dump({'name': 'batch', 'game': 'guess_average', 'rounds': 20, 'repetitions': 2000, 'seed': 7,
           'seats': [{'type': 'bot', 'strategy': 'random', 'count': 10}]}, open(spec_file, 'w'))
python_loop = ('import random, sys; sys.path.insert(0, %r); from naive_guess import session\n'
               'rng = random.Random(1)\nfor _ in range(2000): session(20, rng)\n') % os.path.join(here, 'anchors')


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


ours, theirs = [], []
for i in range(n):
    out = os.path.join(work, 'runs%d' % i)
    command = [cli, 'run', spec_file, '--out', out] + (['--jobs', jobs] if jobs else [])
    ours.append(timed(command))
    record = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)
    shutil.rmtree(out)
    os.sync()
    theirs.append(timed([sys.executable, '-c', python_loop]))
shutil.rmtree(work)
a, b = statistics.median(ours), statistics.median(theirs)
print(f'nashlab-cli run (2,000 x 20 rounds, record {record / 1e6:.0f} MB{", --jobs " + jobs if jobs else ""}): '
      f'{a * 1000:.0f} ms median of {n} ({min(ours) * 1000:.0f}-{max(ours) * 1000:.0f})')
print(f'naive Python loop, no record: {b * 1000:.0f} ms median ({min(theirs) * 1000:.0f}-{max(theirs) * 1000:.0f})')
print(f'speedup: {b / a:.2f}x')
