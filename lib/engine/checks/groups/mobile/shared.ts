import type { FormField, PageModel } from '../../../model/page-model.js';
import { NON_TEXT_TYPES } from '../../signals/forms.js';

export function fieldHints(f: FormField): string {
  return `${f.name} ${f.label ?? ''} ${f.placeholder ?? ''} ${f.autocomplete ?? ''}`;
}

export function textFields(model: PageModel): FormField[] {
  return model.forms.flatMap((form) =>
    form.fields.filter((f) => f.tag === 'input' && !NON_TEXT_TYPES.has(f.type)),
  );
}
