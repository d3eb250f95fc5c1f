export const LAYERS: readonly (readonly string[])[];
export const SPLIT_LAYERS: readonly string[];
export const TEST_SUPPORT: string;
export function isLayer(name: string): boolean;
export function arrow(from: string, to: string): 'ok' | 'up' | 'peer';
export function layersDiagram(): string;
