/**
 * The card provider signs a successful payment with the key secret: hex HMAC-SHA256 of
 * `<order id>|<payment id>`. Web Crypto keeps this identical in Deno and Node; `verify`
 * compares in constant time.
 */
export async function verifyCardSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signatureHex: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(signatureHex)) return false;
  const signature = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) {
    signature[i] = Number.parseInt(signatureHex.slice(i * 2, i * 2 + 2), 16);
  }
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(keySecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify('HMAC', key, signature, encoder.encode(`${orderId}|${paymentId}`));
}
