import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { TypeHero_TypeFragmentDoc } from '../../../__generated__/graphql';
import { TypeBanner } from '../../../shared/components/TypeBanner';
import { resultMessages } from '../messages';

/** The type at the top of the result: its glyph and four letters on the type's accent, its title and tagline. */
export function TypeHero(props: { type: FragmentType<typeof TypeHero_TypeFragmentDoc> }) {
  const intl = useIntl();
  const type = getFragmentData(TypeHero_TypeFragmentDoc, props.type);
  return <TypeBanner as="section" type={type} eyebrow={intl.formatMessage(resultMessages.eyebrow)} titleId="result-type-title" />;
}

/** The type's short description, under the hero. */
export function TypeDescription(props: { type: FragmentType<typeof TypeHero_TypeFragmentDoc> }) {
  const type = getFragmentData(TypeHero_TypeFragmentDoc, props.type);
  return <p style={{ margin: 0, fontSize: '1.0625rem', lineHeight: 1.7 }}>{type.description}</p>;
}
