import { unzlibSync } from 'fflate';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_TABLE_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_TABLE_ENTRY_SIZE = 16;

interface WoffTable {
  tag: number;
  offset: number;
  compressedLength: number;
  length: number;
  checksum: number;
}

const pad4 = (value: number) => (value + 3) & ~3;

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps. jsPDF embeds TrueType
 * fonts only, and the Lexend package ships WOFF and WOFF2; WOFF 1.0 is zlib per table, so
 * this needs nothing more than inflate.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER_SIZE || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: WoffTable[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const at = WOFF_HEADER_SIZE + index * WOFF_TABLE_ENTRY_SIZE;
    tables.push({
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compressedLength: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    });
  }

  const bodies = tables.map((table) => {
    const stored = woff.subarray(table.offset, table.offset + table.compressedLength);
    const body = table.compressedLength < table.length ? unzlibSync(stored) : stored;
    if (body.byteLength !== table.length) throw new Error('Corrupt WOFF table');
    return body;
  });

  const directorySize = SFNT_HEADER_SIZE + numTables * SFNT_TABLE_ENTRY_SIZE;
  const total = bodies.reduce((sum, body) => sum + pad4(body.byteLength), directorySize);
  const sfnt = new Uint8Array(total);
  const out = new DataView(sfnt.buffer);

  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2 += 1;
  }
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, log2);
  out.setUint16(10, numTables * 16 - power * 16);

  let dataOffset = directorySize;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER_SIZE + index * SFNT_TABLE_ENTRY_SIZE;
    const body = bodies[index] as Uint8Array;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, dataOffset);
    out.setUint32(at + 12, table.length);
    sfnt.set(body, dataOffset);
    dataOffset += pad4(body.byteLength);
  });
  return sfnt;
}
