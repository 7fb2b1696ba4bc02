/**
 * Text a seller typed (an address, a block title, a description): in its own writing direction (dir="auto", so
 * an Arabic line reads right to left among Russian ones), and nothing at all when it is empty.
 */
export function UserText({ as: Tag = 'p', className, text }: { as?: 'p' | 'span' | 'h2'; className: string; text: string | null | undefined }) {
  return text ? (
    <Tag className={className} dir="auto">
      {text}
    </Tag>
  ) : null;
}
