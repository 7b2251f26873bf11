import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, recoveryCodeDigest } from '@/server/crypto/recovery-codes';
import { digest } from '@/server/crypto/tokens';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  totp,
  totpStep,
  totpUri,
  verifyTotp,
} from '@/server/crypto/totp';

// The RFC 4226 / RFC 6238 SHA-1 test key: ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const seconds = (s: number) => s * 1000;

describe('[CRYPTO] base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %j without padding', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('decodes case-insensitively, ignoring spaces and padding', () => {
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('round-trips random bytes', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 255));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
  });

  it.each(['M', 'MZX', 'MZXW6Y', 'MZXW1', 'MZ!W6', 'MZ', 'MZXR'])('refuses %j', (bad) => {
    // MZ/MZXR: valid lengths and letters, but non-zero leftover bits ("f" is MY, "fo" is MZXQ).
    expect(() => base32Decode(bad)).toThrow(Error);
  });
});

describe('[CRYPTO] HOTP (RFC 4226 Appendix D)', () => {
  it('matches the published values for counters 0–9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('refuses a negative or fractional counter, bad digits and a short secret', () => {
    expect(() => hotp(RFC_SECRET, -1)).toThrow(Error);
    expect(() => hotp(RFC_SECRET, 1.5)).toThrow(Error);
    expect(() => hotp(RFC_SECRET, 0, 5)).toThrow(Error);
    expect(() => hotp(RFC_SECRET, 0, 9)).toThrow(Error);
    expect(() => hotp(base32Encode(Buffer.alloc(15, 1)), 0)).toThrow(Error);
  });
});

describe('[CRYPTO] TOTP (RFC 6238 Appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T=%i → %s', (time, code) => {
    expect(totp(RFC_SECRET, seconds(time), 8)).toBe(code);
    expect(verifyTotp(RFC_SECRET, code, { at: seconds(time), digits: 8 })).toBe(totpStep(seconds(time)));
  });
});

describe('[CRYPTO] verifyTotp', () => {
  const secret = RFC_SECRET; // fixed, so the collision check below holds on every run
  const at = seconds(1_750_000_005); // a whole step start plus 5 s, far from the epoch
  const step = totpStep(at);
  const codeAt = (s: number) => hotp(secret, s);

  it('generates 20-byte secrets as unpadded base32', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(fresh)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(fresh);
  });

  it('answers the matched step for the current step and ±1 of drift', () => {
    expect(verifyTotp(secret, codeAt(step), { at })).toBe(step);
    expect(verifyTotp(secret, codeAt(step - 1), { at })).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(step + 1), { at })).toBe(step + 1);
    // 29 s later the clock is in the next step; the code shown at `at` is one step behind and still matches.
    expect(verifyTotp(secret, totp(secret, at), { at: at + seconds(29) })).toBe(step);
  });

  it('refuses codes two steps away', () => {
    const other = (s: number) => ![step - 1, step, step + 1].some((near) => codeAt(near) === codeAt(s));
    // A 6-digit collision between steps is possible in principle; these steps are checked not to collide.
    expect(other(step - 2) && other(step + 2)).toBe(true);
    expect(verifyTotp(secret, codeAt(step - 2), { at })).toBeNull();
    expect(verifyTotp(secret, codeAt(step + 2), { at })).toBeNull();
  });

  it('accepts spaces inside a code, as apps display it', () => {
    const code = codeAt(step);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { at })).toBe(step);
  });

  it.each(['', '12345', '1234567', '12345a', '+12345', '-12345', '１２３４５６', '12345\n', '0x1234'])(
    'refuses the malformed code %j',
    (bad) => {
      expect(verifyTotp(secret, bad, { at })).toBeNull();
    },
  );

  it('refuses a 6-digit code where 8 digits are expected, and the reverse', () => {
    expect(verifyTotp(RFC_SECRET, '287082', { at: seconds(59), digits: 8 })).toBeNull();
    expect(verifyTotp(RFC_SECRET, '94287082', { at: seconds(59) })).toBeNull();
  });

  it('throws on a malformed secret rather than verify against it', () => {
    expect(() => verifyTotp('not base32!', '123456', { at })).toThrow(Error);
  });
});

describe('[CRYPTO] totpUri', () => {
  it('builds the key URI with the account and issuer percent-encoded', () => {
    expect(
      totpUri({
        secret: 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq',
        account: 'ada lovelace@example.com',
        issuer: 'Paygrid',
      }),
    ).toBe(
      'otpauth://totp/Paygrid:ada%20lovelace@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Paygrid&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('defaults the issuer to Paygrid and encodes an issuer with a space', () => {
    expect(totpUri({ secret: RFC_SECRET, account: 'a@b.ng' })).toMatch(
      /^otpauth:\/\/totp\/Paygrid:a@b\.ng\?/,
    );
    expect(totpUri({ secret: RFC_SECRET, account: 'a@b.ng', issuer: 'Pay grid' })).toContain(
      'totp/Pay%20grid:a@b.ng?secret=',
    );
  });

  it('refuses a colon in the label, an empty account and a bad secret', () => {
    expect(() => totpUri({ secret: RFC_SECRET, account: 'a:b' })).toThrow(Error);
    expect(() => totpUri({ secret: RFC_SECRET, account: 'a', issuer: 'x:y' })).toThrow(Error);
    expect(() => totpUri({ secret: RFC_SECRET, account: '' })).toThrow(Error);
    expect(() => totpUri({ secret: 'MZ1', account: 'a' })).toThrow(Error);
  });
});

describe('[CRYPTO] recovery codes', () => {
  it('generates ten distinct grouped codes from the unambiguous alphabet', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(generateRecoveryCodes(3)).toHaveLength(3);
  });

  it('digests the canonical form so case, spaces and the hyphen do not matter', () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const stored = recoveryCodeDigest(code);
    expect(stored).toBe(digest(code.replace('-', '')));
    expect(recoveryCodeDigest(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(stored);
  });

  it.each(['', 'abcde-fghj', 'abcde-fghjkm', 'abcde-fghj1', 'abcde-fghjo', 'abcde_fghjk'])(
    'refuses the malformed code %j',
    (bad) => {
      expect(recoveryCodeDigest(bad)).toBeNull();
    },
  );
});
