export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Sessions are the owner's only; the web tier keeps the JWT in an httpOnly cookie.
      jwtManagement: 'legacy-support',
      jwt: { expiresIn: '7d' },
      register: { allowedFields: [] },
    },
  },
});
