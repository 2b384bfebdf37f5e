import 'survey-core/survey-core.min.css';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import {
  type SurveyUpdateMode,
  surveyJson,
  surveySnapshot,
  surveyVisibilityMs,
} from '../engines/surveyjs-model.ts';
import { exposeBench, pageSpec, rootElement } from './page.ts';

const spec = pageSpec();
exposeBench({
  snapshot: (data) => surveySnapshot(spec, data as never),
  visibilityMs: (pages, iterations) => surveyVisibilityMs(spec, pages, iterations),
});

const mode: SurveyUpdateMode =
  new URLSearchParams(window.location.search).get('mode') === 'onBlur' ? 'onBlur' : 'onTyping';
const model = new Model(surveyJson(spec, mode));
createRoot(rootElement()).render(<Survey model={model} />);
