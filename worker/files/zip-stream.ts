import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A zip written while it downloads: each file is pushed in pieces and the writer waits for the reader before the
 * next piece, so memory holds a few chunks rather than the whole archive, however large the stored files are.
 */
export function zipStream() {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    void writer.write(chunk).catch(() => {});
    if (final) void writer.close().catch(() => {});
  });
  const flowed = async () => {
    if (failure) throw failure;
    await writer.ready;
  };

  return {
    readable,
    /** A JSON file, compressed. */
    async json(name: string, value: unknown) {
      await this.text(name, JSON.stringify(value, null, 2));
    },
    /** A text file, compressed. */
    async text(name: string, text: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(strToU8(text), true);
      await flowed();
    },
    /** A JSON array written page by page, so a long list never sits in memory at once. */
    async jsonPages(name: string, pages: AsyncIterable<unknown[]>) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      let first = true;
      file.push(strToU8("["));
      for await (const page of pages) {
        for (const item of page) {
          file.push(strToU8(`${first ? "\n" : ",\n"}${JSON.stringify(item)}`));
          first = false;
        }
        await flowed();
      }
      file.push(strToU8("\n]\n"), true);
      await flowed();
    },
    /** A stored file (already compressed, like most uploads), copied through as it is read. */
    async stream(name: string, body: ReadableStream<Uint8Array>) {
      const file = new ZipPassThrough(name);
      zip.add(file);
      const reader = body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        file.push(read.value);
        await flowed();
      }
      file.push(new Uint8Array(0), true);
      await flowed();
    },
    /** Writes the archive's directory and ends the download. */
    async end() {
      zip.end();
      await flowed();
    },
    /** Ends the download with an error, so the browser shows a failed download rather than a broken zip. */
    async abort(reason: unknown) {
      zip.terminate();
      await writer.abort(reason).catch(() => {});
    },
  };
}

export type ZipStream = ReturnType<typeof zipStream>;

/** A name that is safe as one path segment inside a zip: no folders, no "..", nothing invisible. */
export function zipEntryName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, "_").replace(/^\.+/, "_");
  return cleaned.slice(0, 120) || "file";
}
