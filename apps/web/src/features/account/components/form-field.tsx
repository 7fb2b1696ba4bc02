import type { ComponentProps } from 'react';
import { DescribedField } from '../../../shared/ui/described-field';

export type { ControlProps } from '../../../shared/ui/described-field';

/** An account form field: the shared described field (label, control, hint, problem in the shared look). */
export function FormField(props: Omit<ComponentProps<typeof DescribedField>, 'block'>) {
  return <DescribedField {...props} />;
}
