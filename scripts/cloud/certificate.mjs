// The HTTPS certificate of `npm run start:cloud` (README "Try it on two phones before creating a
// Firebase project"), made with openssl: a local certificate authority, made once, and a server
// certificate it signs for the addresses the page is opened at, made again when they change.
// A phone that installs the authority trusts every later server certificate, so it installs it
// once; a phone that does not warns about the certificate, and then has no service worker
// (Chromium refuses to register one where the certificate is not trusted).
//
// The authority may vouch only for loopback and private-network IPv4 addresses, `localhost` and
// `*.local` (X.509 name constraints): should its key ever leave this machine, a phone that
// trusts it still trusts no other site through it.
import { spawnSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The address ranges the authority may vouch for (a base address and its mask). */
const PERMITTED_RANGES = [
  ['127.0.0.0', '255.0.0.0'], // loopback
  ['10.0.0.0', '255.0.0.0'],
  ['172.16.0.0', '255.240.0.0'],
  ['192.168.0.0', '255.255.0.0'],
  ['100.64.0.0', '255.192.0.0'], // shared address space (carrier-grade NAT, some VPNs)
  ['169.254.0.0', '255.255.0.0'], // link-local
];
const PERMITTED_NAMES = ['localhost', '.local'];

const SERVER_DAYS = 800; // Apple accepts at most 825 days for a server certificate
const RENEW_WITHIN_DAYS = 30;

export const CA_FILE = 'pitchside-local-ca.crt';

/** Whether openssl can be run here; the reason when it cannot. */
export function opensslMissing() {
  const probe = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? 'openssl is not installed (it makes the HTTPS certificate)' : undefined;
}

function openssl(args) {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.error || run.status !== 0) throw new Error(`openssl ${args[0]} failed: ${run.error?.message ?? run.stderr}`);
}

const isIPv4 = (name) => /^\d{1,3}(\.\d{1,3}){3}$/.test(name);

function ipv4Number(address) {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** Whether the authority's name constraints allow this name. */
export function mayVouchFor(name) {
  if (isIPv4(name))
    return PERMITTED_RANGES.some(([base, mask]) => {
      const size = 2 ** 32 - ipv4Number(mask);
      return Math.floor(ipv4Number(name) / size) === Math.floor(ipv4Number(base) / size);
    });
  return PERMITTED_NAMES.some(
    (permitted) => name === permitted || (permitted.startsWith('.') && name.endsWith(permitted)),
  );
}

function makeAuthority(dir) {
  const constraints = [
    ...PERMITTED_RANGES.map(([base, mask]) => `permitted;IP:${base}/${mask}`),
    ...PERMITTED_NAMES.map((name) => `permitted;DNS:${name}`),
  ].join(',');
  openssl([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    join(dir, 'ca.key'),
    '-out',
    join(dir, CA_FILE),
    '-days',
    '3650',
    '-subj',
    `/CN=Pitchside local test CA (${hostname()})`,
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-addext',
    `nameConstraints=critical,${constraints}`,
  ]);
  chmodSync(join(dir, 'ca.key'), 0o600);
}

function makeServerCertificate(dir, names) {
  const csr = join(dir, 'server.csr');
  const extensions = join(dir, 'server.ext');
  openssl([
    'req',
    '-new',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    join(dir, 'server.key'),
    '-out',
    csr,
    '-subj',
    '/CN=Pitchside on this machine',
  ]);
  chmodSync(join(dir, 'server.key'), 0o600);
  const altNames = names.map((name) => (isIPv4(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
  writeFileSync(
    extensions,
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${altNames}`,
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
      '',
    ].join('\n'),
  );
  openssl([
    'x509',
    '-req',
    '-in',
    csr,
    '-CA',
    join(dir, CA_FILE),
    '-CAkey',
    join(dir, 'ca.key'),
    // a new serial each time: browsers refuse two certificates of one issuer with one serial
    '-set_serial',
    `0x${randomBytes(16).toString('hex')}`,
    '-days',
    String(SERVER_DAYS),
    '-extfile',
    extensions,
    '-out',
    join(dir, 'server.crt'),
  ]);
  rmSync(csr);
  rmSync(extensions);
}

/** Whether the server certificate in `dir` covers every name and is not about to expire. */
function serverCertificateFits(dir, names) {
  const file = join(dir, 'server.crt');
  if (!existsSync(file) || !existsSync(join(dir, 'server.key'))) return false;
  const certificate = new X509Certificate(readFileSync(file));
  const covered = (certificate.subjectAltName ?? '')
    .split(', ')
    .map((entry) => entry.replace(/^(DNS|IP Address):/, ''));
  const daysLeft = (Date.parse(certificate.validTo) - Date.now()) / 86_400_000;
  const issuer = new X509Certificate(readFileSync(join(dir, CA_FILE)));
  return (
    daysLeft > RENEW_WITHIN_DAYS && certificate.checkIssued(issuer) && names.every((name) => covered.includes(name))
  );
}

/**
 * The key and certificate chain (server certificate, then the authority) for these names, made
 * in `dir` where missing or no longer fitting. `made` says what was made this time.
 */
export function ensureCertificate(dir, names) {
  mkdirSync(dir, { recursive: true });
  const made = [];
  if (!existsSync(join(dir, CA_FILE)) || !existsSync(join(dir, 'ca.key'))) {
    makeAuthority(dir);
    made.push('authority');
  }
  if (made.length > 0 || !serverCertificateFits(dir, names)) {
    makeServerCertificate(dir, names);
    made.push('server');
  }
  const authority = readFileSync(join(dir, CA_FILE), 'utf8');
  return {
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    cert: readFileSync(join(dir, 'server.crt'), 'utf8') + authority,
    authority,
    authorityFile: join(dir, CA_FILE),
    made,
  };
}
