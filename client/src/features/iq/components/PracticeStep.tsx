import Button from '@mui/material/Button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__';
import { IqMatrix_ItemFragmentDoc, type IqQuestionsQuery } from '../../../__generated__/graphql';
import { iqQuestionMessages as m } from '../messages';
import { MatrixGrid } from './MatrixGrid';
import { OptionChoices } from './OptionChoices';

type Practice = NonNullable<IqQuestionsQuery['questions']['practice']>;

/** The practice item: answered, checked, then right or wrong and why, before the clock starts. Not scored. */
export function PracticeStep({ practice, question, onStart, starting }: { practice: Practice; question: string; onStart: () => void; starting: boolean }) {
  const intl = useIntl();
  const item = getFragmentData(IqMatrix_ItemFragmentDoc, practice.item);
  const [choice, setChoice] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const rules = intl.formatList(
    practice.rules.filter((r, i, all) => all.findIndex((o) => o.attribute === r.attribute && o.rule === r.rule) === i).map((r) => intl.formatMessage(m.rule, { attribute: r.attribute, rule: r.rule })),
    { type: 'conjunction' },
  );
  const right = choice === practice.answer;
  return (
    <section aria-labelledby="iq-practice-title" style={{ display: 'grid', gap: 20 }}>
      <h2 id="iq-practice-title" style={{ margin: 0, fontSize: '1.25rem' }}>
        {intl.formatMessage(m.practiceTitle)}
      </h2>
      <MatrixGrid cells={item.cells} layout={item.layout} />
      <OptionChoices
        name="iq-practice"
        legend={question}
        options={item.options}
        layout={item.layout}
        value={choice}
        onChange={(i) => {
          setChoice(i);
          setChecked(false);
        }}
        feedback={checked ? { answer: practice.answer } : null}
      />
      <div role="status" aria-live="polite">
        {checked && (
          <p style={{ margin: 0, fontWeight: 600 }}>
            {right ? intl.formatMessage(m.right) : intl.formatMessage(m.wrong, { n: practice.answer + 1 })}{' '}
            <span style={{ fontWeight: 400 }}>{intl.formatMessage(m.why, { rules })}</span>
          </p>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="outlined" size="large" disabled={choice === null} onClick={() => setChecked(true)}>
          {intl.formatMessage(m.check)}
        </Button>
        <Button variant="contained" size="large" disabled={!checked || starting} onClick={onStart}>
          {intl.formatMessage(m.start)}
        </Button>
      </div>
    </section>
  );
}
