import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LandingTheme } from '@innerscope/shared/routes';

/** Words every landing page shares (the headline and points are each theme's own, below). */
export const landingMessages = defineMessages({
  pointsTitle: {
    id: 'landing.pointsTitle',
    defaultMessage: 'What you will find out',
    description: 'Heading above the three points of a landing page',
  },
  startMap: {
    id: 'landing.startMap',
    defaultMessage: 'Start the psychological map',
    description: 'Button on the psychological-map landing page that opens its first question',
  },
  independent: {
    id: 'landing.independent',
    defaultMessage: 'Innerscope is independent and is not affiliated with or endorsed by the Myers-Briggs Company. MBTI is a trademark of its owner.',
    description: 'Small print on landing pages of the 16-type test: the product is not affiliated with the owner of the MBTI trademark',
  },
  healthTitle: {
    id: 'landing.health.title',
    defaultMessage: 'A short check on your mood',
    description: 'Heading of a landing page that leads to the depression screen (calm, no marketing)',
  },
  healthBody: {
    id: 'landing.health.body',
    defaultMessage: 'The depression screen asks about the last two weeks and takes a few minutes. Your score, what it means and where to find help are free. It is a screen, not a diagnosis.',
    description: 'Text on the landing page of the depression screen: what it is, that it is free and not a diagnosis',
  },
  healthStart: {
    id: 'landing.health.start',
    defaultMessage: 'Start the screen',
    description: 'Button on the depression screen landing page that opens its first question',
  },
});

const founderCopy = defineMessages({
  eyebrow: {
    id: 'landing.founder.eyebrow',
    defaultMessage: 'Why Innerscope exists',
    description: 'Small label above the headline of the "why-the-product-exists" landing page',
  },
  title: {
    id: 'landing.founder.title',
    defaultMessage: 'A personality test that explains, not just labels',
    description: 'Main headline of the "why-the-product-exists" landing page',
  },
  lead: {
    id: 'landing.founder.lead',
    defaultMessage: 'We built Innerscope for people who want to know what their answers mean, in plain words, and what a type can and cannot tell them.',
    description: 'Text under the headline of the "why-the-product-exists" landing page',
  },
  point1: {
    id: 'landing.founder.point1',
    defaultMessage: 'Each of the four letters is explained as a preference, never as a limit.',
    description: 'First of three short points on the "why-the-product-exists" landing page',
  },
  point2: {
    id: 'landing.founder.point2',
    defaultMessage: 'Honest limits: a type describes tendencies, not your worth or your future.',
    description: 'Second of three short points on the "why-the-product-exists" landing page',
  },
  point3: {
    id: 'landing.founder.point3',
    defaultMessage: 'Your type and five indicators are free; the full report is optional, and you see its price first.',
    description: 'Third of three short points on the "why-the-product-exists" landing page',
  },
});

const freeCopy = defineMessages({
  eyebrow: {
    id: 'landing.free.eyebrow',
    defaultMessage: 'Free to take',
    description: 'Small label above the headline of the "free-test" landing page',
  },
  title: {
    id: 'landing.free.title',
    defaultMessage: 'Take the 16-type test for free',
    description: 'Main headline of the "free-test" landing page',
  },
  lead: {
    id: 'landing.free.lead',
    defaultMessage: 'Answer at your own pace. When you finish, you see your type and your five indicators without paying anything.',
    description: 'Text under the headline of the "free-test" landing page',
  },
  point1: {
    id: 'landing.free.point1',
    defaultMessage: 'No account and no card needed to take the test.',
    description: 'First of three short points on the "free-test" landing page',
  },
  point2: {
    id: 'landing.free.point2',
    defaultMessage: 'Your type and five indicators are shown at the end, free of charge.',
    description: 'Second of three short points on the "free-test" landing page',
  },
  point3: {
    id: 'landing.free.point3',
    defaultMessage: 'A full report is there if you want more; you see the price before you decide.',
    description: 'Third of three short points on the "free-test" landing page',
  },
});

const girlCopy = defineMessages({
  eyebrow: {
    id: 'landing.girl.eyebrow',
    defaultMessage: 'Love, friendship and you',
    description: 'Small label above the headline of the "love-and-friendship" landing page',
  },
  title: {
    id: 'landing.girl.title',
    defaultMessage: 'Get to know the way you love and connect',
    description: 'Main headline of the "love-and-friendship" landing page',
  },
  lead: {
    id: 'landing.girl.lead',
    defaultMessage: 'Your type sheds light on how you open up, what makes you feel close and what you need from the people around you.',
    description: 'Text under the headline of the "love-and-friendship" landing page',
  },
  point1: {
    id: 'landing.girl.point1',
    defaultMessage: 'What helps you feel understood in a relationship.',
    description: 'First of three short points on the "love-and-friendship" landing page',
  },
  point2: {
    id: 'landing.girl.point2',
    defaultMessage: 'Why some conversations drain you and others lift you.',
    description: 'Second of three short points on the "love-and-friendship" landing page',
  },
  point3: {
    id: 'landing.girl.point3',
    defaultMessage: 'Practical ideas for friendships, dating and family.',
    description: 'Third of three short points on the "love-and-friendship" landing page',
  },
});

const girlOldCopy = defineMessages({
  eyebrow: {
    id: 'landing.girl-old.eyebrow',
    defaultMessage: 'Time for yourself',
    description: 'Small label above the headline of the "self-confidence" landing page',
  },
  title: {
    id: 'landing.girl-old.title',
    defaultMessage: 'Your strengths, in your own words',
    description: 'Main headline of the "self-confidence" landing page',
  },
  lead: {
    id: 'landing.girl-old.lead',
    defaultMessage: 'A calm, honest look at how you think and feel, to help you trust your own choices.',
    description: 'Text under the headline of the "self-confidence" landing page',
  },
  point1: {
    id: 'landing.girl-old.point1',
    defaultMessage: 'Name the strengths you already use every day.',
    description: 'First of three short points on the "self-confidence" landing page',
  },
  point2: {
    id: 'landing.girl-old.point2',
    defaultMessage: 'Notice the habits that hold you back, without judging yourself.',
    description: 'Second of three short points on the "self-confidence" landing page',
  },
  point3: {
    id: 'landing.girl-old.point3',
    defaultMessage: 'Small, concrete steps that suit your type.',
    description: 'Third of three short points on the "self-confidence" landing page',
  },
});

const homeCopy = defineMessages({
  eyebrow: {
    id: 'landing.home.eyebrow',
    defaultMessage: '16-type personality test',
    description: 'Small label above the headline of the "general" landing page',
  },
  title: {
    id: 'landing.home.title',
    defaultMessage: 'Discover your personality type',
    description: 'Main headline of the "general" landing page',
  },
  lead: {
    id: 'landing.home.lead',
    defaultMessage: 'Four dimensions, sixteen types: find out which way you lean and what it means for work, growth and relationships.',
    description: 'Text under the headline of the "general" landing page',
  },
  point1: {
    id: 'landing.home.point1',
    defaultMessage: 'Statements about everyday situations, answered on a simple scale.',
    description: 'First of three short points on the "general" landing page',
  },
  point2: {
    id: 'landing.home.point2',
    defaultMessage: 'A result across four dimensions, plus your emotional steadiness.',
    description: 'Second of three short points on the "general" landing page',
  },
  point3: {
    id: 'landing.home.point3',
    defaultMessage: 'Ideas you can use at work, at home and with friends.',
    description: 'Third of three short points on the "general" landing page',
  },
});

const mainFrontCopy = defineMessages({
  eyebrow: {
    id: 'landing.mainFront.eyebrow',
    defaultMessage: 'Start here',
    description: 'Small label above the headline of the "start-here" landing page',
  },
  title: {
    id: 'landing.mainFront.title',
    defaultMessage: 'Fifteen minutes for a clearer picture of yourself',
    description: 'Main headline of the "start-here" landing page',
  },
  lead: {
    id: 'landing.mainFront.lead',
    defaultMessage: 'A short, honest questionnaire about how you take in information, make decisions and recharge.',
    description: 'Text under the headline of the "start-here" landing page',
  },
  point1: {
    id: 'landing.mainFront.point1',
    defaultMessage: 'No right or wrong answers, only yours.',
    description: 'First of three short points on the "start-here" landing page',
  },
  point2: {
    id: 'landing.mainFront.point2',
    defaultMessage: 'Your result in plain words, not jargon.',
    description: 'Second of three short points on the "start-here" landing page',
  },
  point3: {
    id: 'landing.mainFront.point3',
    defaultMessage: 'Available in nine languages.',
    description: 'Third of three short points on the "start-here" landing page',
  },
});

const newCopy = defineMessages({
  eyebrow: {
    id: 'landing.new.eyebrow',
    defaultMessage: 'A fresh start',
    description: 'Small label above the headline of the "new-beginnings" landing page',
  },
  title: {
    id: 'landing.new.title',
    defaultMessage: 'Facing something new? Start with yourself',
    description: 'Main headline of the "new-beginnings" landing page',
  },
  lead: {
    id: 'landing.new.lead',
    defaultMessage: 'A new job, a new city or a new chapter goes better when you know how you adapt, decide and recharge.',
    description: 'Text under the headline of the "new-beginnings" landing page',
  },
  point1: {
    id: 'landing.new.point1',
    defaultMessage: 'How you meet new people and new places.',
    description: 'First of three short points on the "new-beginnings" landing page',
  },
  point2: {
    id: 'landing.new.point2',
    defaultMessage: 'How you make decisions when things are uncertain.',
    description: 'Second of three short points on the "new-beginnings" landing page',
  },
  point3: {
    id: 'landing.new.point3',
    defaultMessage: 'What helps you recharge when life gets busy.',
    description: 'Third of three short points on the "new-beginnings" landing page',
  },
});

const personalCopy = defineMessages({
  eyebrow: {
    id: 'landing.personal.eyebrow',
    defaultMessage: 'Personal growth',
    description: 'Small label above the headline of the "personal-growth" landing page',
  },
  title: {
    id: 'landing.personal.title',
    defaultMessage: 'Grow from who you already are',
    description: 'Main headline of the "personal-growth" landing page',
  },
  lead: {
    id: 'landing.personal.lead',
    defaultMessage: 'Growth works best when it fits you. Your type points to the strengths to build on and the blind spots to watch.',
    description: 'Text under the headline of the "personal-growth" landing page',
  },
  point1: {
    id: 'landing.personal.point1',
    defaultMessage: 'Your strengths, named clearly.',
    description: 'First of three short points on the "personal-growth" landing page',
  },
  point2: {
    id: 'landing.personal.point2',
    defaultMessage: 'Blind spots, described with care.',
    description: 'Second of three short points on the "personal-growth" landing page',
  },
  point3: {
    id: 'landing.personal.point3',
    defaultMessage: 'Ideas for growth that suit how you work.',
    description: 'Third of three short points on the "personal-growth" landing page',
  },
});

const psychologicalCopy = defineMessages({
  eyebrow: {
    id: 'landing.psychological.eyebrow',
    defaultMessage: 'Psychological map',
    description: 'Small label above the headline of the "psychological-map" landing page',
  },
  title: {
    id: 'landing.psychological.title',
    defaultMessage: 'Map your personality, thinking and well-being',
    description: 'Main headline of the "psychological-map" landing page',
  },
  lead: {
    id: 'landing.psychological.lead',
    defaultMessage: 'The psychological map brings together the Big Five traits, your thinking style, how you relate to others, what motivates your choices and your well-being.',
    description: 'Text under the headline of the "psychological-map" landing page',
  },
  point1: {
    id: 'landing.psychological.point1',
    defaultMessage: 'Big Five traits measured with public IPIP items.',
    description: 'First of three short points on the "psychological-map" landing page',
  },
  point2: {
    id: 'landing.psychological.point2',
    defaultMessage: 'Percentiles always shown with the size of the group they come from.',
    description: 'Second of three short points on the "psychological-map" landing page',
  },
  point3: {
    id: 'landing.psychological.point3',
    defaultMessage: 'Well-being measured with the WHO-5 questionnaire.',
    description: 'Third of three short points on the "psychological-map" landing page',
  },
});

const relaxCopy = defineMessages({
  eyebrow: {
    id: 'landing.relax.eyebrow',
    defaultMessage: 'Take a quiet moment',
    description: 'Small label above the headline of the "relaxation" landing page',
  },
  title: {
    id: 'landing.relax.title',
    defaultMessage: 'Slow down and get to know yourself',
    description: 'Main headline of the "relaxation" landing page',
  },
  lead: {
    id: 'landing.relax.lead',
    defaultMessage: 'Find a quiet moment and answer without overthinking. Knowing what restores you is a good first step towards resting better.',
    description: 'Text under the headline of the "relaxation" landing page',
  },
  point1: {
    id: 'landing.relax.point1',
    defaultMessage: 'What drains your energy, and what restores it.',
    description: 'First of three short points on the "relaxation" landing page',
  },
  point2: {
    id: 'landing.relax.point2',
    defaultMessage: 'How steady you tend to feel when things get tense.',
    description: 'Second of three short points on the "relaxation" landing page',
  },
  point3: {
    id: 'landing.relax.point3',
    defaultMessage: 'Gentle ideas for rest that suit your type.',
    description: 'Third of three short points on the "relaxation" landing page',
  },
});

const rolesCopy = defineMessages({
  eyebrow: {
    id: 'landing.roles.eyebrow',
    defaultMessage: 'Work and career',
    description: 'Small label above the headline of the "work-roles" landing page',
  },
  title: {
    id: 'landing.roles.title',
    defaultMessage: 'Find the roles where you do your best work',
    description: 'Main headline of the "work-roles" landing page',
  },
  lead: {
    id: 'landing.roles.lead',
    defaultMessage: 'Some people thrive leading, others planning, others making things happen. Your type shows the kind of work and team that suit you.',
    description: 'Text under the headline of the "work-roles" landing page',
  },
  point1: {
    id: 'landing.roles.point1',
    defaultMessage: 'The tasks that energise you and the ones that wear you out.',
    description: 'First of three short points on the "work-roles" landing page',
  },
  point2: {
    id: 'landing.roles.point2',
    defaultMessage: 'How you work in a team and handle disagreement.',
    description: 'Second of three short points on the "work-roles" landing page',
  },
  point3: {
    id: 'landing.roles.point3',
    defaultMessage: 'Words for your strengths, ready for your next interview.',
    description: 'Third of three short points on the "work-roles" landing page',
  },
});

const thirdCopy = defineMessages({
  eyebrow: {
    id: 'landing.third.eyebrow',
    defaultMessage: 'Seen from outside',
    description: 'Small label above the headline of the "how-others-see-you" landing page',
  },
  title: {
    id: 'landing.third.title',
    defaultMessage: 'How do other people experience you?',
    description: 'Main headline of the "how-others-see-you" landing page',
  },
  lead: {
    id: 'landing.third.lead',
    defaultMessage: 'The way you talk, plan and decide shapes how friends and colleagues see you. Your type helps you see the gap between what you mean and how it comes across.',
    description: 'Text under the headline of the "how-others-see-you" landing page',
  },
  point1: {
    id: 'landing.third.point1',
    defaultMessage: 'Why people sometimes read you differently from how you mean it.',
    description: 'First of three short points on the "how-others-see-you" landing page',
  },
  point2: {
    id: 'landing.third.point2',
    defaultMessage: 'How to talk with people whose type is unlike yours.',
    description: 'Second of three short points on the "how-others-see-you" landing page',
  },
  point3: {
    id: 'landing.third.point3',
    defaultMessage: 'Ways to ask clearly for what you need.',
    description: 'Third of three short points on the "how-others-see-you" landing page',
  },
});

const typesCopy = defineMessages({
  eyebrow: {
    id: 'landing.types.eyebrow',
    defaultMessage: 'Sixteen types',
    description: 'Small label above the headline of the "sixteen-types" landing page',
  },
  title: {
    id: 'landing.types.title',
    defaultMessage: 'Which of the sixteen types are you?',
    description: 'Main headline of the "sixteen-types" landing page',
  },
  lead: {
    id: 'landing.types.lead',
    defaultMessage: 'A type is four letters: where your energy comes from, how you take in information, how you decide and how you organise your life.',
    description: 'Text under the headline of the "sixteen-types" landing page',
  },
  point1: {
    id: 'landing.types.point1',
    defaultMessage: 'Sixteen types, each with strengths of its own.',
    description: 'First of three short points on the "sixteen-types" landing page',
  },
  point2: {
    id: 'landing.types.point2',
    defaultMessage: 'Four pairs of preferences, explained in plain words.',
    description: 'Second of three short points on the "sixteen-types" landing page',
  },
  point3: {
    id: 'landing.types.point3',
    defaultMessage: 'Nobody is only one side: the letters describe a leaning.',
    description: 'Third of three short points on the "sixteen-types" landing page',
  },
});

const youngCopy = defineMessages({
  eyebrow: {
    id: 'landing.young.eyebrow',
    defaultMessage: 'For students and young adults',
    description: 'Small label above the headline of the "young-people" landing page',
  },
  title: {
    id: 'landing.young.title',
    defaultMessage: 'Figure out what fits you',
    description: 'Main headline of the "young-people" landing page',
  },
  lead: {
    id: 'landing.young.lead',
    defaultMessage: 'Choosing what to study, a first job or simply who to be is easier when you know how you tick.',
    description: 'Text under the headline of the "young-people" landing page',
  },
  point1: {
    id: 'landing.young.point1',
    defaultMessage: 'The kinds of study and work that suit you.',
    description: 'First of three short points on the "young-people" landing page',
  },
  point2: {
    id: 'landing.young.point2',
    defaultMessage: 'What shapes your friendships and your arguments.',
    description: 'Second of three short points on the "young-people" landing page',
  },
  point3: {
    id: 'landing.young.point3',
    defaultMessage: 'Quick, honest and in your own language.',
    description: 'Third of three short points on the "young-people" landing page',
  },
});

export type LandingCopy = Readonly<Record<'eyebrow' | 'title' | 'lead' | 'point1' | 'point2' | 'point3', MessageDescriptor>>;

/** Each theme's own words: its label, headline, lead and three points. */
export const landingThemeMessages: Readonly<Record<LandingTheme, LandingCopy>> = {
  founder: founderCopy,
  free: freeCopy,
  girl: girlCopy,
  'girl-old': girlOldCopy,
  home: homeCopy,
  mainFront: mainFrontCopy,
  new: newCopy,
  personal: personalCopy,
  psychological: psychologicalCopy,
  relax: relaxCopy,
  roles: rolesCopy,
  third: thirdCopy,
  types: typesCopy,
  young: youngCopy,
};
