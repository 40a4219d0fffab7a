import UnavailablePage from '../../unavailable/routes/UnavailablePage';

export default UnavailablePage;
