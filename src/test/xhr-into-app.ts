import { vi } from 'vitest';
import type { TestApp } from '../../server/test/test-app';

/**
 * Sends the app's XMLHttpRequests (the upload's step 2, used for its progress events) into the real Hono app in
 * process, as render-app.tsx does for fetch: the network boundary, nothing of ours replaced. jsdom's FormData
 * is not one Node's Request can send, so the multipart body is written out here the way a browser writes it;
 * redirects are followed (a browser's XHR follows them too) and one progress event reports the whole body.
 */
export function routeXhrInto(server: TestApp): void {
  vi.stubGlobal('XMLHttpRequest', class extends AppXhr {
    protected override readonly server = server;
  });
}

const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });

async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----lectern-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      chunks.push(encoder.encode(head), await readBytes(value), encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

abstract class AppXhr extends EventTarget {
  protected abstract readonly server: TestApp;
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  responseURL = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  private wasAborted(): boolean {
    return this.aborted;
  }

  send(body: FormData): void {
    void this.run(body).catch(() => {
      if (!this.aborted) this.dispatchEvent(new Event('error'));
    });
  }

  private async run(form: FormData): Promise<void> {
    const { body, contentType } = await multipart(form);
    this.headers.set('Content-Type', contentType);
    let url = this.url;
    let response = await this.server.request(url, { method: this.method, headers: this.headers, body, token: null });
    if (this.aborted) return;
    const progress = new Event('progress') as ProgressEvent;
    Object.assign(progress, { lengthComputable: true, loaded: body.byteLength, total: body.byteLength });
    this.upload.dispatchEvent(progress);
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
      url = new URL(response.headers.get('Location') ?? '', url).href;
      response = await this.server.request(url, { token: null });
    }
    this.status = response.status;
    this.responseURL = url;
    this.responseText = await response.text();
    // abort() may have run while the body was read.
    if (!this.wasAborted()) this.dispatchEvent(new Event('load'));
  }
}
