#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# wss://: the server with a certificate of its own (made here, self-signed for localhost), a
# client trusting that certificate greets it and plays; a client trusting only the system's
# authorities, and a plain ws:// client, are both refused. Skipped without the openssl program.
. "$(dirname "$0")/lib.sh"
command -v openssl >/dev/null 2>&1 || { echo "skipped: no openssl"; exit 77; }
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$WORK/key.pem" -out "$WORK/cert.pem" >"$WORK/openssl.log" 2>&1 ||
    fail "openssl could not make a certificate: $(cat "$WORK/openssl.log")"
start_server --tls-cert "$WORK/cert.pem" --tls-key "$WORK/key.pem"

cat >"$WORK/greet.txt" <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
send ping 4
expect pong 4
S
"$CLIENT" --host localhost --port "$PORT" --tls-ca "$WORK/cert.pem" "$WORK/greet.txt" ||
    fail "a client trusting the certificate was not served"
"$CLIENT" --host localhost --port "$PORT" --wss "$WORK/greet.txt" \
    >"$WORK/untrusted.out" 2>&1 && fail "a client not trusting the certificate was served"
grep -q "connect" "$WORK/untrusted.out" || fail "no reason: $(cat "$WORK/untrusted.out")"
"$CLIENT" --host localhost --port "$PORT" "$WORK/greet.txt" >"$WORK/plain.out" 2>&1 &&
    fail "a plain ws:// client was served by a wss:// server"

# Half of TLS is refused at start.
"$SERVER" --port 0 --tls-cert "$WORK/cert.pem" >"$WORK/half.out" 2>&1 && fail "a certificate without its key was taken"
grep -q "both a certificate and its private key" "$WORK/half.out" || fail "$(cat "$WORK/half.out")"
stop_server
echo "passed"
