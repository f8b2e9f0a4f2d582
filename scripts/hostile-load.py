#!/usr/bin/env python3
"""Hostile load against the HTTP service (`epub-a11y-server`), on loopback only, bounded in time and count.

Starts a release `epub-a11y-server` on a free 127.0.0.1 port (or uses one given with --port and
--pid), then opens --connections concurrent connections per wave mixing good books, broken books,
oversized, slow (one byte per 100 ms), truncated and abandoned uploads. Throughout, /healthz is
polled every ~50 ms on the server's --health-port (the goal) and on its service port (for
comparison), and the server's RSS sampled from /proc. At the end it checks the goals of
issue #10 item 7 and prints PASS/FAIL per goal; the exit status is 1 if any goal failed.

Python 3 standard library only. Every loop is bounded in count and every wait in time; the whole
run stops by itself after --deadline seconds at the latest.
"""

import argparse
import asyncio
import collections
import contextlib
import multiprocessing
import queue
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOST = "127.0.0.1"  # loopback only, never anything else
CORPUS_PICKS = [  # a few real books of different sizes, used when the corpus is present
    "se-edwin-a-abbott_flatland.epub",
    "se-jane-austen_pride-and-prejudice.epub",
    "idpf-moby-dick.epub",
    "se-arthur-conan-doyle_the-adventures-of-sherlock-holmes.epub",
]
# What each kind of request may rightly get. None: no response because the client left.
# Good and broken uploads retry on 503 (honouring Retry-After), as a real client would; they
# may still end on 503 if every retry found the slots full.
EXPECTED = {
    "good": {200, 503, 504},
    "broken": {422, 503, 504},
    "random": {422, 503, 504},
    "oversized": {413},
    "slow": {408},
    "truncated": {400},
    "abandoned": {None},
    "slow-head": {None},
}


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/epub-a11y-server"),
                        help="the epub-a11y-server executable (default: the release build)")
    parser.add_argument("--port", type=int, help="use a server already listening on this 127.0.0.1 port")
    parser.add_argument("--pid", type=int, help="that server's process id (for RSS and liveness)")
    parser.add_argument("--corpus", default="/work/shared/corpus/books")
    parser.add_argument("--connections", type=int, default=200, help="concurrent connections per wave")
    parser.add_argument("--waves", type=int, default=2)
    parser.add_argument("--max-upload-mb", type=int, default=16)
    parser.add_argument("--request-timeout", type=int, default=5, help="the server's --request-timeout")
    parser.add_argument("--header-timeout", type=int, default=3, help="the server's --header-timeout")
    parser.add_argument("--health-port", type=int,
                        help="with --port: the server's --health-port (probes are polled there, and on --port for comparison)")
    parser.add_argument("--max-concurrent", type=int, help="the server's --max-concurrent (default: its own)")
    parser.add_argument("--retries", type=int, default=40, help="503 retries per good/broken upload")
    parser.add_argument("--settle", type=float, default=8.0, help="seconds to wait after the load before the final RSS")
    parser.add_argument("--deadline", type=float, default=240.0, help="hard cap on the whole run, seconds")
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--only", choices=list(EXPECTED), help="send only this kind (to study one path)")
    parser.add_argument("--server-log", help="keep the server's stderr here (default: a temp file)")
    args = parser.parse_args()
    if (args.port is None) != (args.pid is None):
        parser.error("--port and --pid go together")
    if not (1 <= args.connections <= 1000 and 1 <= args.waves <= 20 and 0 <= args.retries <= 200):
        parser.error("--connections 1-1000, --waves 1-20, --retries 0-200")
    return args


# ---------------------------------------------------------------- process probes

def proc_status(pid):
    """VmRSS and VmHWM in KiB, and the state letter; None once the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            fields = dict(line.split(":", 1) for line in status if ":" in line)
    except OSError:
        return None
    kib = lambda key: int(fields.get(key, "0 kB").split()[0])
    return {"rss": kib("VmRSS"), "hwm": kib("VmHWM"), "anon": kib("RssAnon"), "file": kib("RssFile"),
            "state": fields.get("State", "?").split()[0]}


def open_fds(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return -1


def alive(pid):
    status = proc_status(pid)
    return status is not None and status["state"] not in ("Z", "X")


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


# ---------------------------------------------------------------- HTTP over raw sockets

async def read_response(reader, timeout):
    """(status, headers, body) of one HTTP/1.1 response, or (None, reason) style tuple on failure."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    body = await asyncio.wait_for(reader.readexactly(length), timeout) if length else b""
    return status, headers, body


def request_head(path, length, extra=""):
    return (f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: {length}\r\n"
            f"Content-Type: application/epub+zip\r\n{extra}\r\n").encode()


async def close_quietly(writer):
    writer.close()
    try:
        await asyncio.wait_for(writer.wait_closed(), 2)
    except (OSError, asyncio.TimeoutError):
        pass


FAILURES = (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError, IndexError)


class Outcome:
    def __init__(self, kind):
        self.kind, self.status, self.detail, self.latency, self.busy_retries = kind, None, "", 0.0, 0


async def measured(kind, exchange):
    """Runs one client's exchange (a coroutine giving (status, 503 retries)) and times it."""
    outcome = Outcome(kind)
    started = time.monotonic()
    try:
        outcome.status, outcome.busy_retries = await exchange
    except FAILURES as error:
        outcome.status, outcome.detail = "error", type(error).__name__
    outcome.latency = time.monotonic() - started
    return outcome


@contextlib.asynccontextmanager
async def connection(port, timeout=10):
    reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), timeout)
    try:
        yield reader, writer
    finally:
        await close_quietly(writer)


async def upload_once(port, path, body, timeout):
    """One complete upload on a fresh connection: (status, headers, body)."""
    async with connection(port, timeout) as (reader, writer):
        writer.write(request_head(path, len(body)) + body)
        await asyncio.wait_for(writer.drain(), timeout)
        return await read_response(reader, timeout)


async def good_or_broken(port, body, name, args, rng):
    """A normal client: uploads, and on 503 waits Retry-After (plus jitter) and tries again."""
    for attempt in range(args.retries + 1):
        status, headers, _ = await upload_once(port, f"/v1/reports?name={name}", body, 60)
        if status != 503 or attempt == args.retries:
            return status, attempt
        await asyncio.sleep(float(headers.get("retry-after", "1")) * rng.uniform(0.2, 1.0))


async def oversized(port, args, rng):
    """Declares more than the limit and starts pushing; the server must answer 413 unread."""
    declared = (args.max_upload_mb << 20) + rng.randint(1, 64 << 20)
    async with connection(port) as (reader, writer):
        writer.write(request_head("/v1/reports", declared) + os.urandom(256 << 10))
        try:
            await asyncio.wait_for(writer.drain(), 5)
        except (OSError, asyncio.TimeoutError):
            pass  # the server may already have answered and closed
        return (await read_response(reader, 10))[0], 0


async def slow(port, body, args):
    """One byte per 100 ms: must get 408 at the request timeout, never an audit slot."""
    async with connection(port) as (reader, writer):
        writer.write(request_head("/v1/reports", len(body)))
        await writer.drain()
        response = asyncio.ensure_future(read_response(reader, args.request_timeout + 10))
        # Bounded: at most (request timeout + 10 s) worth of bytes, and never past the body.
        for index in range(min(len(body), (args.request_timeout + 10) * 10)):
            if response.done():
                break
            try:
                writer.write(body[index:index + 1])
                await asyncio.wait_for(writer.drain(), 1)
            except (OSError, asyncio.TimeoutError):
                break  # closed by the server
            await asyncio.sleep(0.1)
        return (await asyncio.wait_for(response, args.request_timeout + 10))[0], 0


async def slow_head(port, args):
    """Request headers one line per 100 ms, never ending (issue #46): the server must close the
    connection at its header timeout, without an answer (status None); timed by `measured`."""
    async with connection(port) as (reader, writer):
        writer.write(f"POST /v1/reports HTTP/1.1\r\nHost: {HOST}\r\n".encode())
        await writer.drain()
        closed = asyncio.ensure_future(reader.read(1))
        # Bounded: at most (header timeout + 10 s) worth of lines.
        for index in range((args.header_timeout + 10) * 10):
            if closed.done():
                break
            try:
                writer.write(f"X-Slow-{index}: x\r\n".encode())
                await asyncio.wait_for(writer.drain(), 1)
            except (OSError, asyncio.TimeoutError):
                break  # closed by the server
            await asyncio.sleep(0.1)
        try:
            data = await asyncio.wait_for(closed, 5)
        except (ConnectionResetError, BrokenPipeError):
            data = b""  # closed with a reset: the lines sent last were still unread
        return (None if data == b"" else "answered"), 0


async def truncated(port, body):
    """Declares the whole book, sends half, half-closes: must get 400 incompleteUpload."""
    async with connection(port) as (reader, writer):
        writer.write(request_head("/v1/reports", len(body)) + body[: len(body) // 2])
        await asyncio.wait_for(writer.drain(), 10)
        writer.write_eof()
        return (await read_response(reader, 15))[0], 0


async def abandoned(port, body, rng):
    """Declares the whole book, sends part, closes: nobody is left to answer (status None)."""
    async with connection(port) as (_, writer):
        writer.write(request_head("/v1/reports", len(body)) + body[: rng.randint(1, max(1, len(body) - 1))])
        await asyncio.wait_for(writer.drain(), 10)
        await asyncio.sleep(rng.uniform(0, 0.5))
    return None, 0


# ---------------------------------------------------------------- monitors

def poll_health(port, ready, stop, results, max_seconds):
    """GET /healthz every ~50 ms on a fresh connection, in a process of its own (so the load
    generator's busy event loop does not delay it), with blocking sockets and 2 s timeouts.
    Puts (latencies s, failures, slowest [(when, connect s, total s)] over 50 ms) on `results`."""
    latencies, failures, slowest = [], [], []
    ready.set()
    origin = time.monotonic()
    while not stop.is_set() and time.monotonic() - origin < max_seconds:
        started = time.monotonic()
        try:
            with socket.create_connection((HOST, port), timeout=2) as connection:
                connected = time.monotonic()
                connection.sendall(f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode())
                answer = b""
                for _ in range(64):  # bounded: the answer is ~150 bytes
                    chunk = connection.recv(4096)
                    if not chunk:
                        break
                    answer += chunk
                    if answer.endswith(b"\n") and b"\r\n\r\n" in answer and b'"ok"' in answer:
                        break
            elapsed = time.monotonic() - started
            if answer.startswith(b"HTTP/1.1 200"):
                latencies.append(elapsed)
                if elapsed > 0.05:
                    slowest.append((started - origin, connected - started, elapsed))
            else:
                failures.append(answer[:40].decode("latin-1") or "empty answer")
        except OSError as error:
            failures.append(type(error).__name__)
        time.sleep(max(0.0, 0.05 - (time.monotonic() - started)))
    results.put((latencies, failures, slowest))


async def sample_memory(pid, stop, samples):
    while not stop.is_set():
        status = proc_status(pid)
        if status:
            samples.append(status["rss"])
        await asyncio.sleep(0.1)


# ---------------------------------------------------------------- the run

def load_books(args):
    def read(path):
        with open(path, "rb") as book:
            return book.read()
    good = [("accessible-epub3.epub", read(os.path.join(ROOT, "SampleBooks/accessible-epub3.epub")))]
    for name in CORPUS_PICKS:
        path = os.path.join(args.corpus, name)
        if os.path.isfile(path) and os.path.getsize(path) < (args.max_upload_mb << 20):
            good.append((name, read(path)))
    broken = read(os.path.join(ROOT, "SampleBooks/broken-package.epub"))
    return good, broken


def plan(connections, rng):
    """The kinds of one wave, shuffled: 29 % good, the rest hostile or broken (the shares add up to one)."""
    shares = [("good", 0.29), ("broken", 0.10), ("random", 0.10), ("oversized", 0.10),
              ("slow", 0.10), ("truncated", 0.13), ("abandoned", 0.13), ("slow-head", 0.05)]
    kinds = []
    for kind, share in shares:
        kinds += [kind] * max(1, round(connections * share))
    kinds = (kinds + ["good"] * connections)[:connections]
    rng.shuffle(kinds)
    return kinds


async def wave(port, kinds, good, broken, args, rng):
    jobs = []
    for index, kind in enumerate(kinds):
        name, book = good[index % len(good)]
        exchange = {
            "good": lambda: good_or_broken(port, book, name, args, rng),
            "broken": lambda: good_or_broken(port, broken, "broken-package.epub", args, rng),
            "random": lambda: good_or_broken(port, os.urandom(rng.randint(1, 256 << 10)), "random.epub", args, rng),
            "oversized": lambda: oversized(port, args, rng),
            "slow": lambda: slow(port, book, args),
            "truncated": lambda: truncated(port, book),
            "abandoned": lambda: abandoned(port, book, rng),
            "slow-head": lambda: slow_head(port, args),
        }[kind]()
        jobs.append(measured(kind, exchange))
    return await asyncio.gather(*jobs)


async def wait_healthy(port, pid, seconds):
    for _ in range(int(seconds * 10)):
        if pid is not None and not alive(pid):
            return False
        try:
            async with connection(port, 1) as (reader, writer):
                writer.write(f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
                if (await read_response(reader, 1))[0] == 200:
                    return True
        except FAILURES:
            pass
        await asyncio.sleep(0.1)
    return False


def scrape_audits(port):
    """The service's epub_a11y_audits_total counters of /v1/reports, by outcome (GET /metrics)."""
    import urllib.request
    with urllib.request.urlopen(f"http://{HOST}:{port}/metrics", timeout=10) as response:
        text = response.read().decode()
    counts = collections.Counter()
    for line in text.splitlines():
        match = re.match(r'epub_a11y_audits_total\{endpoint="reports",outcome="([^"]+)"\} (\S+)$', line)
        if match:
            counts[match.group(1)] += float(match.group(2))
    return counts


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def main(args):
    rng = random.Random(args.seed)
    good, broken = load_books(args)
    server, temp_dir, log_path = None, None, None
    if args.port is None:
        if not os.access(args.binary, os.X_OK):
            print(f"no server binary at {args.binary}: run `swift build -c release --product epub-a11y-server` (or `make load`)", file=sys.stderr)
            return 2
        port = free_port()
        temp_dir = tempfile.mkdtemp(prefix="epub-a11y-load-")  # the server's TMPDIR: must stay empty
        log_path = args.server_log or os.path.join(tempfile.gettempdir(), f"epub-a11y-load-{os.getpid()}.log")
        health_port = free_port()
        while health_port == port:
            health_port = free_port()
        command = [args.binary, "--host", HOST, "--port", str(port), "--health-port", str(health_port),
                   "--max-upload-mb", str(args.max_upload_mb), "--request-timeout", str(args.request_timeout),
                   "--header-timeout", str(args.header_timeout)]
        if args.max_concurrent:
            command += ["--max-concurrent", str(args.max_concurrent)]
        log_file = open(log_path, "wb")
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log_file,
                                  env=dict(os.environ, TMPDIR=temp_dir))
        pid = server.pid
    else:
        port, pid, health_port = args.port, args.pid, args.health_port
    print(f"server pid {pid} on {HOST}:{port}" + (f", health probes on {health_port}" if health_port else "")
          + f"; good books: {', '.join(name for name, _ in good)}")
    try:
        if not await wait_healthy(port, pid, 20):
            print("FAIL: the server did not answer /healthz within 20 s", file=sys.stderr)
            return 1
        cold = (proc_status(pid) or {"rss": 0})["rss"]
        # Warm-up: one audit of each good book, then one request of each kind at once, so
        # one-time state (rule tables, libxml2 globals, code pages of every path, the
        # allocator's arenas) counts as idle: the goal is about what the load leaves behind.
        for name, book in good:
            await upload_once(port, f"/v1/reports?name={name}", book, 60)
        await wave(port, list(EXPECTED), good, broken, args, rng)
        await asyncio.sleep(5)  # past the server's 3 s quiet period: idle is measured trimmed too
        log_skip = 0
        if log_path:  # the log checks below count only what the load itself logged
            with open(log_path, errors="replace") as log:
                log_skip = len(log.read().splitlines())
        if not alive(pid):
            print("FAIL: the server died during the warm-up", file=sys.stderr)
            return 1
        idle_status = proc_status(pid)
        idle = idle_status["rss"]
        metrics_before = await asyncio.get_running_loop().run_in_executor(None, scrape_audits, port)
        idle_fds = open_fds(pid)
        temp_before = set(os.listdir(temp_dir)) if temp_dir else set()

        stop = asyncio.Event()
        memory = []
        monitors = [asyncio.ensure_future(sample_memory(pid, stop, memory))]
        processes = multiprocessing.get_context("spawn")
        # The probe the goal is about: on the health port when the server has one (issue #46: a
        # listener on a thread of its own), and on the service's port beside it for comparison.
        probed = [health_port, port] if health_port else [port]
        health_stop = processes.Event()
        pollers = []
        for probe_port in probed:
            ready, results = processes.Event(), processes.Queue()
            poller = processes.Process(target=poll_health, args=(probe_port, ready, health_stop, results, args.deadline), daemon=True)
            poller.start()
            pollers.append((poller, ready, results))
        # Start the load only once the probes poll, so their clocks and the waves' line up.
        for _, ready, _ in pollers:
            await asyncio.get_running_loop().run_in_executor(None, lambda ready=ready: ready.wait(30))
        started = time.monotonic()
        outcomes = []
        for number in range(args.waves):
            kinds = [args.only] * args.connections if args.only else plan(args.connections, rng)
            outcomes += await wave(port, kinds, good, broken, args, rng)
            print(f"wave {number + 1}: {len(kinds)} connections done at {time.monotonic() - started:.1f} s")
        load_seconds = time.monotonic() - started
        # Settle: let abandoned work finish and the allocator give memory back.
        await asyncio.sleep(args.settle)
        stop.set()
        health_stop.set()
        await asyncio.gather(*monitors)
        probes = []
        for poller, _, results in pollers:
            try:
                probes.append(await asyncio.get_running_loop().run_in_executor(None, lambda results=results: results.get(timeout=10)))
            except queue.Empty:
                probes.append(([], ["the /healthz probe gave no results"], []))
            poller.join(5)
        health, health_failures, slow_health = probes[0]
        final = proc_status(pid)
        metrics_after = await asyncio.get_running_loop().run_in_executor(None, scrape_audits, port)
        final_fds = open_fds(pid)
        is_alive = alive(pid)
        temp_after = set(os.listdir(temp_dir)) if temp_dir else set()
    finally:
        exit_code = None
        if server is not None:
            server.send_signal(signal.SIGTERM)
            try:
                exit_code = server.wait(15)
            except subprocess.TimeoutExpired:
                server.kill()
                exit_code = server.wait(5)
            log_file.close()
            if temp_dir and not os.listdir(temp_dir):
                os.rmdir(temp_dir)

    status = report(args, outcomes, load_seconds, health, health_failures, slow_health, memory, cold, idle, idle_status,
                    final, idle_fds, final_fds, is_alive, temp_before, temp_after, exit_code, log_path, log_skip,
                    metrics_after - metrics_before, list(zip(probed, probes)), health_port)
    if log_path and not args.server_log:
        if status == 0:
            os.remove(log_path)  # the script leaves no files of its own either
        else:
            print(f"server log kept: {log_path}")
    return status


def report(args, outcomes, load_seconds, health, health_failures, slow_health, memory, cold, idle, idle_status,
           final, idle_fds, final_fds, is_alive, temp_before, temp_after, exit_code, log_path, log_skip, counted,
           probes, health_port):
    kinds = list(EXPECTED)
    table = collections.defaultdict(collections.Counter)
    for outcome in outcomes:
        table[outcome.kind][outcome.status if outcome.status is not None else "client left"] += 1
    statuses = sorted({status for counter in table.values() for status in counter}, key=str)
    print(f"\n{len(outcomes)} requests in {load_seconds:.1f} s ({args.waves} waves x {args.connections} connections)\n")
    print(f"{'kind':<10}" + "".join(f"{str(status):>12}" for status in statuses) + f"{'p50 s':>9}{'p99 s':>9}{'503 retries':>13}")
    for kind in kinds:
        latencies = [o.latency for o in outcomes if o.kind == kind]
        retries = sum(o.busy_retries for o in outcomes if o.kind == kind)
        print(f"{kind:<10}" + "".join(f"{table[kind][status]:>12}" for status in statuses)
              + f"{percentile(latencies, 0.5):>9.2f}{percentile(latencies, 0.99):>9.2f}{retries:>13}")
    wrong = [o for o in outcomes if o.status not in EXPECTED[o.kind]]
    for outcome in wrong[:20]:
        print(f"  wrong: {outcome.kind} got {outcome.status} {outcome.detail}")

    health_max = max(health) * 1000 if health else float("nan")
    print()
    for probe_port, (answers, failures, slow) in probes:
        where = "health port" if probe_port == health_port else "service port"
        print(f"/healthz ({where} {probe_port}): {len(answers)} answers, p50 {percentile(answers, 0.5) * 1000:.1f} ms, "
              f"p99 {percentile(answers, 0.99) * 1000:.1f} ms, max {max(answers) * 1000 if answers else float('nan'):.1f} ms, "
              f"{len(failures)} failures")
        for when, connect, total in sorted(slow, key=lambda sample: -sample[2])[:5]:
            print(f"  slow /healthz at {when:.2f} s: {total * 1000:.1f} ms ({connect * 1000:.1f} ms to connect)")
    peak = max(memory + [final["rss"] if final else 0])
    print(f"RSS: cold {cold / 1024:.1f} MiB, idle (after warm-up) {idle / 1024:.1f} MiB, "
          f"peak sampled {peak / 1024:.1f} MiB, VmHWM {final['hwm'] / 1024 if final else float('nan'):.1f} MiB, "
          f"final {final['rss'] / 1024 if final else float('nan'):.1f} MiB")
    if final:
        print(f"  of which anonymous (heap, stacks): idle {idle_status['anon'] / 1024:.1f} MiB, final {final['anon'] / 1024:.1f} MiB;"
              f" file-backed (code, libraries): idle {idle_status['file'] / 1024:.1f} MiB, final {final['file'] / 1024:.1f} MiB")
    print(f"open file descriptors: idle {idle_fds}, final {final_fds}")
    new_temp = sorted(temp_after - temp_before)
    print(f"server TMPDIR: {len(new_temp)} new entries" + (f" {new_temp[:5]}" if new_temp else ""))

    log_checks = {}
    if log_path:
        with open(log_path, errors="replace") as log:
            lines = log.read().splitlines()[log_skip:]
        count = lambda text: sum(text in line for line in lines)
        log_checks = {"abandoned logged": count("upload abandoned"), "timed out logged": count("upload timed out"),
                      "refused logged": count("upload refused"), "audit starting logged": count("audit starting"),
                      "crash/fatal lines": count("Fatal error") + count("fatal error")}
        print("server log (" + log_path + "): " + ", ".join(f"{key} {value}" for key, value in log_checks.items()))
    if exit_code is not None:
        print(f"server exit status after SIGTERM: {exit_code}")

    # What /metrics counted during the load against what the clients saw (issue #43).
    saw = collections.Counter()
    for outcome in outcomes:
        saw["busy"] += outcome.busy_retries
        if outcome.status == 200:
            saw["verdicts"] += 1
        elif outcome.status in (408, 413, 422):
            saw[{408: "upload-timeout", 413: "too-large", 422: "unreadable"}[outcome.status]] += 1
        elif outcome.kind in ("abandoned", "truncated"):
            saw["abandoned"] += 1
    verdicts = sum(counted[name] for name in ("fails", "no-automated-failures", "cannot-be-assessed"))
    metric_rows = [("verdicts", verdicts)] + [(name, counted[name]) for name in ("unreadable", "too-large", "upload-timeout", "abandoned", "busy")]
    print("metrics (epub_a11y_audits_total, /v1/reports, during the load) against the clients: "
          + ", ".join(f"{name} {value:.0f}/{saw[name]}" for name, value in metric_rows))
    metrics_agree = all(value == saw[name] for name, value in metric_rows)

    # A truncated upload (half-closed) and an abandoned one (closed) look alike to the server:
    # the input ended before the declared length. Both must be logged as abandoned.
    cut_short = sum(o.kind in ("abandoned", "truncated") for o in outcomes)
    goals = [
        ("no crash: server alive at the end" + (", clean exit on SIGTERM" if exit_code is not None else ""),
         is_alive and exit_code in (None, 0)),
        ("every request got its right status (or its client left)", not wrong),
        ("/healthz answered within 100 ms throughout" + (" (health port)" if health_port else ""),
         bool(health) and not health_failures and health_max < 100),
        ("memory back within 10 % of idle", final is not None and final["rss"] <= idle * 1.10),
        ("no temporary files left", not new_temp),
        ("no connection left open (fds back to idle)", final_fds <= idle_fds),
        ("/metrics counted each outcome as the clients saw it", metrics_agree),
        ("slow request heads closed at the header timeout (within 3 s of it)",
         any(o.kind == "slow-head" for o in outcomes)
         and all(o.status is None and o.latency <= args.header_timeout + 3 for o in outcomes if o.kind == "slow-head")),
    ]
    if log_checks:
        goals.append(("each abandoned or truncated upload logged as abandoned (none as too large)",
                      log_checks["abandoned logged"] == cut_short
                      and log_checks["refused logged"] == sum(o.kind == "oversized" for o in outcomes)))
    print()
    for goal, passed in goals:
        print(f"{'PASS' if passed else 'FAIL'}  {goal}")
    return 0 if all(passed for _, passed in goals) else 1


if __name__ == "__main__":
    arguments = parse_args()
    try:
        sys.exit(asyncio.run(asyncio.wait_for(main(arguments), arguments.deadline)))
    except asyncio.TimeoutError:
        print(f"FAIL: the run exceeded --deadline {arguments.deadline} s", file=sys.stderr)
        sys.exit(1)
