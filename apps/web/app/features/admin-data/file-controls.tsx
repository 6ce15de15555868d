import clsx from 'clsx';
import { type Ref, useId } from 'react';

const BUTTON = 'inline-flex min-h-11 items-center rounded-2xl px-5 font-semibold';
const QUIET = 'bg-sunken text-ink ring-1 ring-line';

/** A file the server sends (the staff cookie goes with the link). */
export function DownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} download className={clsx(BUTTON, QUIET)}>
      {children}
    </a>
  );
}

/** A button that picks a file: a label around a visually hidden file input (keyboard and readers get the input). */
export function FilePicker({
  label,
  accept,
  testId,
  onFile,
  primary = false,
  inputRef,
}: {
  label: string;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
  primary?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        BUTTON,
        'cursor-pointer focus-within:outline-2 focus-within:outline-brand focus-within:outline-offset-2',
        primary ? 'bg-brand text-on-brand' : QUIET,
      )}
    >
      {label}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** A column heading of the back office's tables. */
export function Th({ children }: { children: React.ReactNode }) {
  return (
    <th scope="col" className="py-1 pe-3 text-start font-medium">
      {children}
    </th>
  );
}
