import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the paid report. The route owns the report query; each component
 * declares the fields it shows as a fragment, named after it, and imports the generated `...FragmentDoc`.
 */

export const reportHeaderFragment = graphql(`
  fragment ReportHeader_report on Report {
    firstName
    completedAt
    type {
      code
      title
      tagline
      accent
    }
  }
`);

export const scoreGlanceFragment = graphql(`
  fragment ScoreGlance_glance on ScoreGlance {
    title
    closeCallLabel
    strongest {
      label
      axis
      name
      percent
      level
      closeCall
    }
    weakest {
      label
      axis
      name
      percent
      level
      closeCall
    }
    steadiness {
      label
      axis
      name
      percent
      level
      closeCall
    }
  }
`);

export const basicProfileFragment = graphql(`
  fragment BasicProfile_report on Report {
    type {
      code
      keywords
      famousPeople
      population {
        total
        male
        female
        source
      }
    }
    depth {
      portrait
      glance {
        ...ScoreGlance_glance
      }
    }
  }
`);

export const growthAdviceFragment = graphql(`
  fragment GrowthAdvice_advice on DepthAdvice {
    strongest {
      title
      text
    }
    weakest {
      title
      text
    }
    steadiness {
      title
      text
    }
  }
`);

export const growthMarkersFragment = graphql(`
  fragment GrowthAdvice_glance on ScoreGlance {
    strongest {
      name
      percent
    }
    weakest {
      name
      percent
    }
    steadiness {
      name
      percent
    }
  }
`);

export const growthSectionFragment = graphql(`
  fragment GrowthSection_section on GrowthSection {
    intro
    strengths
    challenges
    tips
    fields
  }
`);

export const furtherReadingFragment = graphql(`
  fragment FurtherReading_report on Report {
    furtherReading {
      title
      summary
      href
    }
  }
`);

export const advancedGuideFragment = graphql(`
  fragment AdvancedGuide_report on Report {
    advancedGuide {
      intro
      steps
    }
  }
`);

export const additionalTestsFragment = graphql(`
  fragment AdditionalTests_report on Report {
    additionalTests {
      id
      code
      name(locale: $locale)
    }
  }
`);

export const dimensionAnalysisFragment = graphql(`
  fragment DimensionAnalysis_report on Report {
    poles {
      pole
      name
      summary
      percent
      level
      quick
      text
    }
    depth {
      axes {
        axis
        pole
        name
        percent
        text
        closeCall {
          title
          text
        }
      }
    }
  }
`);

export const resultTableFragment = graphql(`
  fragment ResultTable_report on Report {
    table {
      axis
      dimension
      score
      rangeLow
      rangeHigh
      interpretation
    }
  }
`);

export const reportStatsFragment = graphql(`
  fragment ReportStats_report on Report {
    locale
    typeCode
    type {
      accent
    }
    poles {
      pole
      name
    }
    stats {
      sampleSize
      benchmark {
        axis
        pole
        percent
        percentile
      }
      topCountries {
        country
        percent
      }
      latestRanking {
        code
        percent
      }
    }
  }
`);

export const reportQuery = graphql(`
  query Report($orderNumber: ID!, $locale: String, $token: String) {
    report(orderNumber: $orderNumber, locale: $locale, token: $token) {
      orderNumber
      status
      locale
      typeCode
      pdfUrl
      type {
        code
        accent
      }
      personal {
        ...GrowthSection_section
      }
      relationships {
        ...GrowthSection_section
      }
      career {
        ...GrowthSection_section
      }
      depth {
        glance {
          ...GrowthAdvice_glance
        }
        personal {
          ...GrowthAdvice_advice
        }
        relationships {
          ...GrowthAdvice_advice
        }
        career {
          ...GrowthAdvice_advice
        }
      }
      furtherReading {
        title
      }
      additionalTests {
        id
      }
      stats {
        sampleSize
      }
      ...ReportHeader_report
      ...BasicProfile_report
      ...FurtherReading_report
      ...AdvancedGuide_report
      ...AdditionalTests_report
      ...DimensionAnalysis_report
      ...ResultTable_report
      ...ReportStats_report
    }
  }
`);

/** What the PDF status and the download page need, without the report: asked again while the PDF is being made. */
export const reportPdfQuery = graphql(`
  query ReportPdf($orderNumber: ID!, $locale: String, $token: String) {
    reportPdf(orderNumber: $orderNumber, locale: $locale, token: $token) {
      orderNumber
      status
      url
    }
  }
`);
