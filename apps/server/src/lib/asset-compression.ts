import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Built files worth compressing, with their content types. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

export function compressibleType(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? undefined : TYPES[file.slice(dot)];
}

interface Forms {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Hashed build assets compressed once, at the strongest settings (brotli 11, gzip 9), in the thread pool: the
 * on-the-fly compressor's fast brotli made the entry bundle larger than its gzip (issue 18). Kept for the process.
 */
export class AssetCompression {
  private readonly forms = new Map<string, Promise<Forms>>();

  private formsOf(file: string): Promise<Forms> {
    let forms = this.forms.get(file);
    if (!forms) {
      forms = readFile(file).then(async (body) => ({
        br: await brotli(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzip: await gzipAsync(body, { level: 9 }),
      }));
      forms.catch(() => this.forms.delete(file));
      this.forms.set(file, forms);
    }
    return forms;
  }

  /** The body to send for an accepted encoding: brotli only when it is really the smaller one. */
  async encode(file: string, accepted: 'br' | 'gzip'): Promise<{ encoding: 'br' | 'gzip'; body: Buffer }> {
    const forms = await this.formsOf(file);
    if (accepted === 'br' && forms.br.length <= forms.gzip.length) return { encoding: 'br', body: forms.br };
    return { encoding: 'gzip', body: forms.gzip };
  }
}
