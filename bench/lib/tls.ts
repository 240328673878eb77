// A certificate made for the run, trusted by Chromium through its key's hash rather than by ignoring errors
// (a page with a certificate error is not cached).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** The launch flag that makes Chromium trust this certificate. */
  chromiumFlag: string;
}

export function makeCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true });
  const [keyFile, certFile] = [`${dir}/key.pem`, `${dir}/cert.pem`];
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', ['req', '-x509', ...ec, '-nodes', '-days', '2', ...subject, '-keyout', keyFile, '-out', certFile], {
    stdio: 'pipe',
  });
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const chromiumFlag = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
  return { key: readFileSync(keyFile), cert, chromiumFlag };
}
