// The least an event-stream receiver can do and still be right: reads an HTTP/1.1 response with chunked
// transfer encoding from raw socket reads, checks the status, and notes the arrival time of each event id
// (`id: N` lines). Used by ./fanOutClient.mjs, where 10,000 of them share one process.

const LF = 10;

/** One stream's response, fed from socket reads (possibly split anywhere, possibly many events per read). */
export class ChunkedEventReader {
  /** Arrival time of each event id. */
  seen = new Map();
  /** The socket closed. */
  closed = false;
  #head = '';
  #headDone = false;
  /** Bytes left in the current chunk's data; then the CRLF after it. */
  #remaining = 0;
  #crlf = 0;
  #sizeLine = '';
  #lineTail = '';
  #connected = false;
  #onOpen;

  /** @param {(ok: boolean) => void} onOpen called with true at `: connected`, false on any other answer */
  constructor(onOpen) {
    this.#onOpen = onOpen;
  }

  /** @param {Buffer} buffer @param {number} n bytes read into `buffer` @param {number} at arrival time */
  feed(buffer, n, at) {
    let i = 0;
    if (!this.#headDone) {
      this.#head += buffer.latin1Slice(0, n);
      const end = this.#head.indexOf('\r\n\r\n');
      if (end === -1) return;
      this.#headDone = true;
      if (!/^HTTP\/1\.1 200 /.test(this.#head) || !/\r\ntransfer-encoding: chunked\r\n/i.test(this.#head)) {
        this.#onOpen(false);
        return;
      }
      i = n - (this.#head.length - (end + 4));
      this.#head = '';
    }
    while (i < n) {
      if (this.#remaining > 0) {
        const take = Math.min(this.#remaining, n - i);
        this.#text(buffer.latin1Slice(i, i + take), at);
        i += take;
        this.#remaining -= take;
        if (this.#remaining === 0) this.#crlf = 2;
      } else if (this.#crlf > 0) {
        i++;
        this.#crlf--;
      } else {
        const lf = buffer.indexOf(LF, i);
        if (lf === -1 || lf >= n) {
          this.#sizeLine += buffer.latin1Slice(i, n);
          return;
        }
        const size = Number.parseInt(this.#sizeLine + buffer.latin1Slice(i, lf), 16);
        this.#sizeLine = '';
        i = lf + 1;
        if (size > 0) this.#remaining = size;
        else this.#crlf = 2; // the last chunk
      }
    }
  }

  /** Event-stream text (latin1 is enough: only ASCII lines are looked at). */
  #text(text, at) {
    const s = this.#lineTail === '' ? text : this.#lineTail + text;
    let start = 0;
    for (let nl = s.indexOf('\n'); nl !== -1; nl = s.indexOf('\n', start)) {
      if (s.startsWith('id: ', start)) this.seen.set(Number(s.slice(start + 4, nl)), at);
      else if (!this.#connected && s.startsWith(': connected', start)) {
        this.#connected = true;
        this.#onOpen(true);
      }
      start = nl + 1;
    }
    this.#lineTail = start === s.length ? '' : s.slice(start);
  }
}
