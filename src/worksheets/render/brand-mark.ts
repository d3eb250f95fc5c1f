/** The Sprouts seedling, as drawn in the app's header (src/ui/SproutMark.tsx). */
export const BRAND_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<ellipse cx="32" cy="56" rx="19" ry="5.5" fill="#8a5a2b"/>
<path d="M32 55V29" stroke="#21603a" stroke-width="5" stroke-linecap="round" fill="none"/>
<path d="M31 36C18 36 8 28 8 14c13 0 23 8 23 22Z" fill="#5cb377"/>
<path d="M33 31c0-14 10-23 24-23 0 14-10 23-24 23Z" fill="#2f7d4f"/>
<path d="M31 36C24 30 18 24 14 19M33 31c5-6 11-12 17-17" stroke="#e4f2e8" stroke-width="1.6" stroke-linecap="round" fill="none" opacity="0.7"/>
</svg>`;
