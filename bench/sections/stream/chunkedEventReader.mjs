// The least an event-stream receiver can do and still be right: reads an HTTP/1.1 response with chunked
// transfer encoding from raw socket reads, checks the status, and notes the arrival time of each event id
// (`id: N` lines). Used by ./fanOutClient.mjs, where 10,000 of them share one process and each notification is
// 10,000 reads: the chunk sizes and the lines of the event text are read from the bytes where they lie, without
// a string per read (only a line or size split between two reads is kept as text until its end arrives).

const LF = 10;
/** `id: ` */
const ID = [0x69, 0x64, 0x3a, 0x20];
const CONNECTED = ': connected';

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
  /** The chunk size read so far (a read may end within its line); past its digits, the rest is skipped. */
  #size = 0;
  #sizeEnded = false;
  /** The start of a line of event text left by the last read (rare: an event split between reads). */
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
        this.#text(buffer, i, i + take, at);
        i += take;
        this.#remaining -= take;
        if (this.#remaining === 0) this.#crlf = 2;
      } else if (this.#crlf > 0) {
        i++;
        this.#crlf--;
      } else {
        // The size line: hex digits (then possibly extensions, ignored), CRLF.
        const b = buffer[i++];
        if (b === LF) {
          const size = this.#size;
          this.#size = 0;
          this.#sizeEnded = false;
          if (size > 0) this.#remaining = size;
          else this.#crlf = 2; // the last chunk
        } else if (!this.#sizeEnded) {
          const digit = hexDigit(b);
          if (digit === -1) this.#sizeEnded = true;
          else this.#size = this.#size * 16 + digit;
        }
      }
    }
  }

  /** Event-stream text in `buffer` from `start` to `end`: each line is looked at where it lies. */
  #text(buffer, start, end, at) {
    if (this.#lineTail !== '') {
      const lf = buffer.indexOf(LF, start);
      if (lf === -1 || lf >= end) {
        this.#lineTail += buffer.latin1Slice(start, end);
        return;
      }
      this.#line(this.#lineTail + buffer.latin1Slice(start, lf), at);
      this.#lineTail = '';
      start = lf + 1;
    }
    while (start < end) {
      const lf = buffer.indexOf(LF, start);
      if (lf === -1 || lf >= end) {
        this.#lineTail = buffer.latin1Slice(start, end);
        return;
      }
      if (
        buffer[start] === ID[0] &&
        buffer[start + 1] === ID[1] &&
        buffer[start + 2] === ID[2] &&
        buffer[start + 3] === ID[3]
      ) {
        let id = 0;
        for (let k = start + 4; k < lf; k++) id = id * 10 + (buffer[k] - 48);
        this.seen.set(id, at);
      } else if (!this.#connected && buffer[start] === 0x3a) {
        this.#line(buffer.latin1Slice(start, lf), at);
      }
      start = lf + 1;
    }
  }

  /** One whole line of event text (only when it lay across reads, or may be the `: connected` comment). */
  #line(s, at) {
    if (s.startsWith('id: ')) this.seen.set(Number(s.slice(4)), at);
    else if (!this.#connected && s.startsWith(CONNECTED)) {
      this.#connected = true;
      this.#onOpen(true);
    }
  }
}

/** The value of an ASCII hex digit, -1 for any other byte. */
function hexDigit(b) {
  if (b >= 48 && b <= 57) return b - 48;
  if (b >= 97 && b <= 102) return b - 87;
  if (b >= 65 && b <= 70) return b - 55;
  return -1;
}
