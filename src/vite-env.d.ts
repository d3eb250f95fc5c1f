/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  readonly VITE_PAYPAL_SDK_URL?: string;
  readonly VITE_CARD_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:sprouts/picture-urls' {
  /** Picture name -> URL of its SVG file (scripts/vite/picture-files.ts). */
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
