import type { IChangeEvent } from '@rjsf/core';
import Form from '@rjsf/core';
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  rjsfCustomValidate,
  rjsfDropHidden,
  rjsfSchema,
  rjsfSnapshot,
  rjsfUiSchema,
  rjsfVisibilityMs,
  validator,
} from '../engines/rjsf-model.ts';
import { settle } from '../spec/evaluate.ts';
import type { SpecData, SpecPage } from '../spec/types.ts';
import { exposeBench, pageSpec, rootElement } from './page.ts';

const spec = pageSpec();
exposeBench({
  snapshot: (data) => rjsfSnapshot(spec, data as never),
  visibilityMs: (pages, iterations) => rjsfVisibilityMs(spec, pages, iterations),
});

/** Variant B: the app owns the data, decides visibility, and renders one Form for the current page. */
function RjsfForm() {
  const page = spec.pages[0] as SpecPage;
  const schema = useMemo(() => rjsfSchema([page]), [page]);
  const [state, setState] = useState(() => settle(spec, {}));
  const uiSchema = useMemo(() => rjsfUiSchema(page, state.visible), [page, state.visible]);
  const customValidate = useMemo(() => rjsfCustomValidate([page], state.visible), [page, state.visible]);
  const transformErrors = useMemo(() => rjsfDropHidden(state.visible), [state.visible]);
  const onChange = useCallback(
    (event: IChangeEvent) => setState(settle(spec, event.formData as SpecData)),
    [],
  );
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={state.data}
      validator={validator}
      liveValidate="onChange"
      noHtml5Validate
      showErrorList={false}
      customValidate={customValidate}
      transformErrors={transformErrors}
      onChange={onChange}
    />
  );
}

createRoot(rootElement()).render(<RjsfForm />);
