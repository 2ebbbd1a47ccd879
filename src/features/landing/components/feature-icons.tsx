/** The feature cards' pictograms: decorative, drawn inline (nothing to fetch). */
const paths = {
  squad:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm8 0a3 3 0 1 0 0-6M1 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1m2-7a5 5 0 0 1 4 5v2',
  availability:
    'M8 2v4m8-4v4M3 9h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm4 11 2 2 4-4',
  communicate: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8m-8 4h5',
} as const;

export function FeatureIcon({ kind }: { kind: keyof typeof paths }) {
  return (
    <span className="feature-icon">
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[kind]} />
      </svg>
    </span>
  );
}
