import { SERVICE_ICON_NAMES, type ServiceIconName } from '@portal/contract';

/**
 * The glyph drawn in a tile's circle for each icon name the contract lists (24 x 24 strokes). Any other
 * iconToShow, including an https address the provider may give, shows the default circle: the portal's
 * Content-Security-Policy loads images from its own origin only (ADR 0026).
 */
const glyphs: Record<ServiceIconName, string> = {
  physiotherapy: 'M12 4a2 2 0 1 0 0 .01M8 21l2-7-3-2 3-4h4l2 4-2 3M14 21l-2-5',
  medical: 'M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z',
  travel: 'M5 15l2-6h10l2 6v3H5zM7 18v2M17 18v2M5 15h14M8 15.5h.01M16 15.5h.01',
  household: 'M5 20V10l7-5 7 5v10zM10 20v-5h4v5',
  psychology: 'M12 19c-4-3-7-5.5-7-9a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 3.5-3 6-7 9z',
  pharmacy: 'M7.5 16.5l9-9a3.2 3.2 0 0 0-4.5-4.5l-9 9a3.2 3.2 0 0 0 4.5 4.5zM7.5 7.5l4.5 4.5',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-6h4v6',
};

export function isServiceIconName(icon: string | null): icon is ServiceIconName {
  return icon !== null && (SERVICE_ICON_NAMES as readonly string[]).includes(icon);
}

/** A service's icon in its circle, or the default circle alone (spec part 2 §2 "Services"). Decorative. */
export function ServiceIcon({ icon }: { icon: string | null }) {
  return (
    <svg className="service-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle className="service-icon__circle" cx="24" cy="24" r="22" />
      {isServiceIconName(icon) && (
        <path className="service-icon__glyph" transform="translate(12 12)" d={glyphs[icon]} />
      )}
    </svg>
  );
}
