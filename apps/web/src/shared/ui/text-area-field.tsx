import { useId, type TextareaHTMLAttributes } from 'react';

/**
 * A label over a multi-line text box in the shared field look (controls.css: `field__label`, `control`), the two
 * linked by the box's id (its own unless `id` is given). `labelClassName` and `className` add the screen's classes
 * to the label and the box; the other props go to the textarea as they are.
 */
export function TextAreaField({
  label,
  labelClassName,
  className,
  id,
  ...box
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; labelClassName?: string }) {
  const ownId = useId();
  const boxId = id ?? ownId;
  return (
    <>
      <label htmlFor={boxId} className={labelClassName ? `field__label ${labelClassName}` : 'field__label'}>
        {label}
      </label>
      <textarea id={boxId} className={className ? `control ${className}` : 'control'} {...box} />
    </>
  );
}
